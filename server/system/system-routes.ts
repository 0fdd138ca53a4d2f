import type { FastifyPluginAsync } from 'fastify';
import { organizeRoutes } from './organize-routes';
import { permissionRoutes } from './permission-routes';
import { roleRoutes } from './role-routes';
import { sellerManageRoutes } from './seller-manage-routes';
import { userManageRoutes } from './user-manage-routes';

/** Management of a seller's users, roles, organizations and permissions (SPEC section 6). */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  await app.register(permissionRoutes);
  await app.register(roleRoutes);
  await app.register(userManageRoutes);
  await app.register(organizeRoutes);
  await app.register(sellerManageRoutes);
};
