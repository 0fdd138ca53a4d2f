import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply';
import { requireSession } from './guard';
import { passwordLogin, type LoginRequest } from './login';
import { revokeSession } from './sessions';

export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginRequest }>('/api/system/login', async (request) =>
    ok(await passwordLogin(app, request.body ?? {}, request.ip)),
  );

  app.post('/api/system/logout', { preHandler: requireSession }, async (request) => {
    await revokeSession(app.db, request.session!.token);
    return ok(null);
  });
};
