import type { FastifyPluginAsync } from 'fastify';
import { writeAudit } from '../audit/write-audit';
import { requireAction } from '../auth/guard';
import { findSellerById } from '../auth/accounts';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { grantorOf } from '../permissions/grant-limits';
import { allPermissions } from '../permissions/permission-rows';
import { stringList } from './paging';

/**
 * The permission tree. The platform administrator sees and assigns all of it to sellers; a
 * seller's administrator sees what his seller has, to assign to roles (role routes); anyone
 * else who edits roles sees what he holds himself, as that is all he may grant.
 */
export const permissionRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/system/permission/all', { preHandler: requireAction('roleManage:query') }, async (request) => {
    const session = request.session!;
    const all = await allPermissions(app.db);
    if (session.isPlatformAdmin) return ok(all);
    // What the caller may put into a role: what he holds (all his seller has, for its admin).
    const has = (await grantorOf(app.db, session)).grantable;
    return ok(all.filter((row) => has.has(row.id)));
  });

  const platformOnly = requireAction('permissionManage:edit');

  app.post<{ Body: { sellerId?: unknown } }>(
    '/api/system/seller/permissions/get',
    { preHandler: platformOnly },
    async (request) => {
      if (!request.session!.isPlatformAdmin)
        throw new ApiError(ERRORS.FORBIDDEN, 'only the platform administrator assigns seller permissions');
      const { rows } = await app.db.query<{ id: string }>(
        `select permission_id as id from seller_permissions where seller_id = $1 order by 1`,
        [Number(request.body?.sellerId) || 0],
      );
      return ok(rows.map((row) => row.id));
    },
  );

  app.post<{ Body: { sellerId?: unknown; permissionIds?: unknown } }>(
    '/api/system/seller/permissions/save',
    { preHandler: platformOnly },
    async (request) => {
      const session = request.session!;
      if (!session.isPlatformAdmin)
        throw new ApiError(ERRORS.FORBIDDEN, 'only the platform administrator assigns seller permissions');
      const seller = await findSellerById(app.db, Number(request.body?.sellerId) || 0);
      if (!seller) throw new ApiError(ERRORS.NOT_FOUND, `seller ${String(request.body?.sellerId)}`);
      const ids = stringList(request.body?.permissionIds);
      await app.db.transaction(async (tx) => {
        await tx.query(`delete from seller_permissions where seller_id = $1`, [seller.id]);
        for (const id of ids) {
          await tx.query(
            `insert into seller_permissions (seller_id, permission_id) select $1, id from permissions where id = $2 on conflict do nothing`,
            [seller.id, id],
          );
        }
        // Roles keep only what their seller still has.
        await tx.query(
          `delete from role_permissions rp using roles r where rp.role_id = r.id and r.seller_id = $1
           and not exists (select 1 from seller_permissions sp where sp.seller_id = $1 and sp.permission_id = rp.permission_id)`,
          [seller.id],
        );
        await writeAudit(tx, {
          sellerId: session.sellerId,
          userId: session.userId,
          entity: 'sellerPermission',
          rowId: seller.id,
          action: 'update',
          before: null,
          after: ids,
        });
      });
      return ok(null);
    },
  );
};
