import type { FastifyPluginAsync } from 'fastify';
import { permissionRoutes } from './permission-routes';
import { sellerManageRoutes } from './seller-manage-routes';
import { userManageRoutes } from './user-manage-routes';
import { userPasswordResetRoute } from './user-password-reset-route';

/**
 * Management of a seller's users and permissions (SPEC section 6); organizations and roles are
 * entity schemas (schemas/entities/organization.json, role.json) with their hook files.
 */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  await app.register(permissionRoutes);
  await app.register(userManageRoutes);
  await app.register(userPasswordResetRoute);
  await app.register(sellerManageRoutes);
};
