import type { FastifyPluginAsync } from 'fastify';
import { writeAudit } from '../audit/write-audit';
import { requestLocale } from '../crud/locale';
import { requireAction } from '../auth/guard';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { assertGrantable, assertManageableRole, grantorOf } from '../permissions/grant-limits';
import { idsOf, pageOf, requiredText, stringList, type PageParams } from './paging';
import { assertFreeRoleCode, assertRoleDataScope, roleCodeOf, roleDataScopeOf, roleSortOf } from './role-fields';

interface RoleBody extends PageParams {
  id?: unknown;
  ids?: unknown;
  name?: unknown;
  description?: unknown;
  permissionIds?: unknown;
  code?: unknown;
  sort?: unknown;
  status?: unknown;
  dataScope?: unknown;
}

const COLUMNS = `id, name, code, description, sort, status, data_scope as "dataScope", is_admin as "isAdmin",
  created_at as "createdAt", updated_at as "updatedAt"`;

export async function findRole(db: Queryable, sellerId: number, id: unknown) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    isAdmin: boolean;
    status: number;
    code: string | null;
    dataScope: string;
  }>(`select ${COLUMNS} from roles where seller_id = $1 and id = $2`, [sellerId, Number(id) || 0]);
  if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `role ${String(id)}`);
  return rows[0];
}

/**
 * A role gets only permissions the caller holds (assertGrantable, checked before), which are
 * always within his seller's; the seller condition stays as a second fence.
 */
async function setRolePermissions(tx: Queryable, sellerId: number, roleId: number, ids: string[]) {
  await tx.query(`delete from role_permissions where role_id = $1`, [roleId]);
  for (const id of ids) {
    await tx.query(
      `insert into role_permissions (role_id, permission_id)
       select $1, p.id from permissions p where p.id = $2 and (
         exists (select 1 from sellers s where s.id = $3 and s.is_platform)
         or exists (select 1 from seller_permissions sp where sp.seller_id = $3 and sp.permission_id = p.id))
       on conflict do nothing`,
      [roleId, id, sellerId],
    );
  }
}

export const roleRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RoleBody }>(
    '/api/system/role/page',
    { preHandler: requireAction('roleManage:query') },
    async (request) => {
      const body = request.body ?? {};
      const text = (value: unknown) => `%${typeof value === 'string' ? value : ''}%`;
      const params: unknown[] = [request.session!.sellerId, text(body.name), text(body.code)];
      let where = `seller_id = $1 and name ilike $2 and coalesce(code, '') ilike $3`;
      if (body.status === 0 || body.status === 1 || body.status === '0' || body.status === '1') {
        params.push(Number(body.status));
        where += ` and status = $${params.length}`;
      }
      const dataScope = roleDataScopeOf(app.bundle, requestLocale(request), body.dataScope);
      if (dataScope) {
        params.push(dataScope);
        where += ` and data_scope = $${params.length}`;
      }
      // The roles' own order first, as the pickers of the user form show them.
      return ok(await pageOf(app.db, { columns: COLUMNS, from: 'roles', where, params, orderBy: 'sort, id' }, body));
    },
  );

  app.post<{ Body: RoleBody }>(
    '/api/system/role/get',
    { preHandler: requireAction('roleManage:get') },
    async (request) => {
      const role = await findRole(app.db, request.session!.sellerId, request.body?.id);
      const { rows } = await app.db.query<{ id: string }>(
        `select permission_id as id from role_permissions where role_id = $1 order by 1`,
        [role.id],
      );
      return ok({ ...role, permissionIds: rows.map((row) => row.id) });
    },
  );

  app.post<{ Body: RoleBody }>(
    '/api/system/role/save',
    { preHandler: requireAction('roleManage:add') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const name = requiredText(request.body?.name, 'name', 64);
      const description = typeof request.body?.description === 'string' ? request.body.description : null;
      const code = roleCodeOf(request.body?.code) ?? null;
      const sort = roleSortOf(request.body?.sort) ?? 0;
      const permissionIds = stringList(request.body?.permissionIds);
      const grantor = await grantorOf(app.db, request.session!);
      assertGrantable(grantor, permissionIds);
      // A caller who sees only some stations makes roles that see no more than their users' own.
      const dataScope =
        roleDataScopeOf(app.bundle, requestLocale(request), request.body?.dataScope) ??
        (grantor.stations === null ? 'all' : 'bound');
      assertRoleDataScope(requestLocale(request), grantor, null, dataScope);
      const id = await app.db.transaction(async (tx) => {
        const taken = await tx.query(`select 1 from roles where seller_id = $1 and name = $2`, [sellerId, name]);
        if (taken.rows.length) throw new ApiError(ERRORS.CONFLICT, `role ${name}`);
        await assertFreeRoleCode(tx, requestLocale(request), sellerId, code, null);
        const { rows } = await tx.query<{ id: number }>(
          `insert into roles (seller_id, name, description, code, sort, data_scope)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [sellerId, name, description, code, sort, dataScope],
        );
        await setRolePermissions(tx, sellerId, rows[0].id, permissionIds);
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'role',
          rowId: rows[0].id,
          action: 'save',
          before: null,
          after: { name, description, code, sort, dataScope },
        });
        return rows[0].id;
      });
      return ok({ id });
    },
  );

  app.post<{ Body: RoleBody }>(
    '/api/system/role/update',
    { preHandler: requireAction('roleManage:edit') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const body = request.body ?? {};
      const grantor = await grantorOf(app.db, request.session!);
      await app.db.transaction(async (tx) => {
        const before = await findRole(tx, sellerId, body.id);
        await assertManageableRole(tx, grantor, before);
        if (body.permissionIds !== undefined) assertGrantable(grantor, stringList(body.permissionIds));
        const name = body.name === undefined ? before.name : requiredText(body.name, 'name', 64);
        // Code and order change only when sent; a code sent empty is cleared.
        const code = roleCodeOf(body.code);
        if (code) await assertFreeRoleCode(tx, requestLocale(request), sellerId, code, before.id);
        const dataScope = roleDataScopeOf(app.bundle, requestLocale(request), body.dataScope);
        if (dataScope) assertRoleDataScope(requestLocale(request), grantor, before, dataScope);
        await tx.query(
          `update roles set name = $3, description = coalesce($4, description),
             code = case when $5::boolean then $6::varchar else code end, sort = coalesce($7, sort),
             data_scope = coalesce($8, data_scope), updated_at = now() where seller_id = $1 and id = $2`,
          [
            sellerId,
            before.id,
            name,
            typeof body.description === 'string' ? body.description : null,
            code !== undefined,
            code ?? null,
            roleSortOf(body.sort) ?? null,
            dataScope ?? null,
          ],
        );
        if (body.permissionIds !== undefined)
          await setRolePermissions(tx, sellerId, before.id, stringList(body.permissionIds));
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'role',
          rowId: before.id,
          action: 'update',
          before,
          after: {
            name,
            code: body.code,
            sort: body.sort,
            dataScope: dataScope ?? before.dataScope,
            permissionIds: body.permissionIds,
          },
        });
      });
      return ok(null);
    },
  );

  app.post<{ Body: RoleBody }>(
    '/api/system/role/delete',
    { preHandler: requireAction('roleManage:delete') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const ids = idsOf(request.body);
      const grantor = await grantorOf(app.db, request.session!);
      await app.db.transaction(async (tx) => {
        for (const id of ids) {
          const role = await findRole(tx, sellerId, id);
          await assertManageableRole(tx, grantor, role);
          // Deleting the admin role would leave the seller with nobody able to manage it.
          if (role.isAdmin)
            throw new ApiError(ERRORS.VALIDATION_FAILED, `role ${role.name} is the seller's administrator role`);
          await tx.query(`delete from roles where seller_id = $1 and id = $2`, [sellerId, id]);
          await writeAudit(tx, {
            sellerId,
            userId,
            entity: 'role',
            rowId: id,
            action: 'delete',
            before: role,
            after: null,
          });
        }
      });
      return ok(null);
    },
  );
};
