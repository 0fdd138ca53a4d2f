import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import { accessStamp } from '../permissions/access-stamp';
import { heldActionKeys } from '../permissions/held-permissions-memo';
import { declareAccess } from '../permissions/route-access';
import type { SessionContext } from './session-context';
import type { SessionCache } from './session-cache';
import { findSession } from './sessions';
import { hashToken, tokenFromHeader } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the guard resolves sessions in; decorated by buildApp. */
    db: Database;
    /** Sessions the guard need not read again; decorated by buildApp. */
    sessionCache: SessionCache;
  }
}

/**
 * Resolves the Authorization token into request.session. No or unknown token: HTTP 401.
 * Expired, revoked, or the user or seller disabled since: body code 2 (log in again).
 */
export const requireSession = async function (request: FastifyRequest): Promise<void> {
  if (request.session) return;
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw new ApiError(ERRORS.UNAUTHORIZED);
  const { db, sessionCache } = request.server;
  const tokenHash = hashToken(token);
  let stored = sessionCache.get(tokenHash);
  if (!stored) {
    const generation = sessionCache.generation;
    stored = await findSession(db, tokenHash);
    if (stored) sessionCache.set(tokenHash, stored, generation);
  }
  if (!stored) throw new ApiError(ERRORS.UNAUTHORIZED);
  if (stored.expired || stored.revoked || !stored.active) throw new ApiError(ERRORS.SESSION_EXPIRED);
  const session: SessionContext = {
    token,
    userId: stored.userId,
    sellerId: stored.sellerId,
    account: stored.account,
    isPlatformAdmin: stored.isPlatform && stored.isAdmin,
    actions: await heldActionKeys(db, stored, stored.permissionEpoch),
    accessStamp: () => accessStamp(db, stored, stored.permissionEpoch),
  };
  request.session = session;
};
declareAccess(requireSession, { kind: 'session' });

/**
 * Requires the session, then one action key `pageId:action` (HTTP 403 naming the key when the
 * caller's roles lack it). The key may depend on the request, e.g. on the route's entity.
 */
export function requireAction(actionKey: string | ((request: FastifyRequest) => string)): preHandlerAsyncHookHandler {
  const guard = async function (request: FastifyRequest, _reply: FastifyReply) {
    await requireSession(request);
    const key = typeof actionKey === 'function' ? actionKey(request) : actionKey;
    if (!request.session?.actions.has(key)) throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${key}`);
  };
  return declareAccess(guard, typeof actionKey === 'string' ? { kind: 'action', key: actionKey } : { kind: 'session' });
}
