import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/reply';
import { findSellerById, findUserById } from './accounts';
import { requireSession } from './guard';
import { stationScopeOf } from '../crud/station-scope';
import { allPermissions, reachableRows } from '../permissions/permission-rows';
import { sessionPermissionIds } from '../permissions/session-permissions';

/** The logged-in user's own data: who he is, what he may see, which stations and teams are his. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/system/user/info', { preHandler: requireSession }, async (request) => {
    const session = request.session!;
    const user = (await findUserById(app.db, session.userId))!;
    const seller = (await findSellerById(app.db, session.sellerId))!;
    return ok({
      id: user.id,
      name: user.name,
      account: user.account,
      phone: user.phone,
      avatar: user.avatar,
      sellerId: seller.id,
      sellerNumber: seller.sellerNumber,
      sellerName: seller.name,
      isPlatformAdmin: session.isPlatformAdmin,
      // No greeting here: the web app greets by the hour of the user's own clock, and a second
      // greeting from the server's clock contradicted it.
      welcome: `欢迎使用${seller.name}`,
      welcomeI18n: { 'zh-CN': `欢迎使用${seller.name}`, 'en-US': `Welcome to ${seller.name}` },
      // What the menus and buttons of this answer's moment are; see permissions/access-stamp.
      accessStamp: await session.accessStamp(),
    });
  });

  app.get('/api/system/user/dataScope', { preHandler: requireSession }, async (request) => {
    const { userId, sellerId } = request.session!;
    // The stations every generic route limits him to: his roles' data scope narrowed by his
    // bindings. An empty list is no station at all, not every station.
    const stations = await stationScopeOf(app.db, request);
    const teams = await app.db.query<{ id: number }>(
      `select team_id as id from user_teams where user_id = $1 order by team_id`,
      [userId],
    );
    return ok({
      userId,
      sellerId,
      stationIds: stations ?? [],
      teamIds: teams.rows.map((row) => row.id),
      allStations: stations === null,
    });
  });

  app.get('/api/system/user/permissions', { preHandler: requireSession }, async (request) => {
    return ok(reachableRows(await allPermissions(app.db), await sessionPermissionIds(app.db, request.session!)));
  });
};
