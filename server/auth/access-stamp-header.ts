import type { FastifyInstance } from 'fastify';
import { ACCESS_STAMP_HEADER } from '../permissions/access-stamp';

/**
 * Every answer to an authenticated request carries the caller's access stamp, refusals
 * included: a 403 after a revoked grant is exactly when the web app should reload his menus.
 * A stamp that cannot be worked out is left off; the answer itself is never held back by it.
 */
export function installAccessStampHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session && !reply.hasHeader(ACCESS_STAMP_HEADER)) {
      const stamp = await request.session.accessStamp().catch(() => undefined);
      if (stamp) reply.header(ACCESS_STAMP_HEADER, stamp);
    }
    return payload;
  });
}
