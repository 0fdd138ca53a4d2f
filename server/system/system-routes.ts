import type { FastifyPluginAsync } from 'fastify';
import { permissionRoutes } from './permission-routes';
import { sellerManageRoutes } from './seller-manage-routes';

/**
 * Management of a seller's permissions (SPEC section 6); users, organizations and roles are
 * entity schemas (schemas/entities/user.json, organization.json, role.json) with their hook files.
 */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  await app.register(permissionRoutes);
  await app.register(sellerManageRoutes);
};
