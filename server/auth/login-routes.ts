import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply';
import { requireSession } from './guard';
import { passwordLogin, type LoginRequest } from './login';
import { recordLoginAttempt } from './login-log';
import { revokeSession } from './sessions';

export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginRequest }>('/api/system/login', async (request) => {
    const body = request.body ?? {};
    const attempt = { sellerNumber: body.sellerNumber, account: body.credentials?.account };
    try {
      const session = await passwordLogin(app, body, request.ip);
      await recordLoginAttempt(app, request, attempt, { succeeded: true });
      return ok(session);
    } catch (error) {
      await recordLoginAttempt(app, request, attempt, { succeeded: false, error });
      throw error;
    }
  });

  app.post('/api/system/logout', { preHandler: requireSession }, async (request) => {
    await revokeSession(app.db, request.session!.token);
    return ok(null);
  });
};
