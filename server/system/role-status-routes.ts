import type { FastifyPluginAsync } from 'fastify';
import { writeAudit } from '../audit/write-audit';
import { requireAction } from '../auth/guard';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { assertManageableRole, grantorOf } from '../permissions/grant-limits';
import { idsOf } from './paging';
import { findRole } from './role-routes';

/**
 * Enable and disable roles (SCREENS row 261). A disabled role grants nothing: its users lose its
 * menus and buttons at their next request, and get them back when it is enabled. Enabling gives
 * the role's permissions back, so it is guarded like editing the role (nobody enables a role
 * reaching beyond what he holds); the administrator role is never disabled.
 */
export const roleStatusRoutes: FastifyPluginAsync = async (app) => {
  for (const [operation, status] of [
    ['enable', 1],
    ['disable', 0],
  ] as const) {
    app.post<{ Body: { id?: unknown; ids?: unknown } }>(
      `/api/system/role/${operation}`,
      { preHandler: requireAction(`roleManage:${operation}`) },
      async (request) => {
        const { sellerId, userId } = request.session!;
        const ids = idsOf(request.body);
        const grantor = await grantorOf(app.db, request.session!);
        await app.db.transaction(async (tx) => {
          for (const id of ids) {
            const before = await findRole(tx, sellerId, id);
            await assertManageableRole(tx, grantor, before);
            if (before.isAdmin && status === 0)
              throw new ApiError(ERRORS.VALIDATION_FAILED, `role ${before.name} is the seller's administrator role`);
            await tx.query(`update roles set status = $3, updated_at = now() where seller_id = $1 and id = $2`, [
              sellerId,
              before.id,
              status,
            ]);
            const after = { ...before, status };
            await writeAudit(tx, {
              sellerId,
              userId,
              entity: 'role',
              rowId: before.id,
              action: operation,
              before,
              after,
            });
          }
        });
        return ok(null);
      },
    );
  }
};
