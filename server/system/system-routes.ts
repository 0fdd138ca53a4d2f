import type { FastifyPluginAsync } from 'fastify';
import { permissionRoutes } from './permission-routes';
import { roleRoutes } from './role-routes';
import { roleStatusRoutes } from './role-status-routes';
import { sellerManageRoutes } from './seller-manage-routes';
import { userManageRoutes } from './user-manage-routes';
import { userPasswordResetRoute } from './user-password-reset-route';

/**
 * Management of a seller's users, roles and permissions (SPEC section 6); organizations are an
 * entity schema (schemas/entities/organization.json) with its hook file.
 */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  await app.register(permissionRoutes);
  await app.register(roleRoutes);
  await app.register(roleStatusRoutes);
  await app.register(userManageRoutes);
  await app.register(userPasswordResetRoute);
  await app.register(sellerManageRoutes);
};
