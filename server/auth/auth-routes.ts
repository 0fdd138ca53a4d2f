import type { FastifyPluginAsync } from 'fastify';
import { brandingRoutes } from './branding-routes';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { smsRoutes } from './sms-routes';
import { ticketRoutes } from './ticket-routes';
import { userRoutes } from './user-routes';

/** Everything about getting in and knowing who you are (SPEC sections 4 and 7). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(brandingRoutes);
  await app.register(loginRoutes);
  await app.register(smsRoutes);
  await app.register(ticketRoutes);
  await app.register(userRoutes);
  await app.register(passwordRoutes);
};
