import type { FastifyPluginAsync } from 'fastify';
import { writeAudit } from '../audit/write-audit';
import { requireAction } from '../auth/guard';
import { hashPassword, isMd5Hex } from '../auth/passwords';
import type { SessionContext } from '../auth/session-context';
import { releaseDeletedUser } from '../crud/picked-users';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { assertManageableUser, grantorOf } from '../permissions/grant-limits';
import { idsOf, pageOf, requiredText, type PageParams } from './paging';
import { bindUser } from './user-bindings';
import { userListQuery, type UserListBody } from './user-list-query';
import { emailOf, organizationOf } from './user-organization';
import { ORDINARY_USER, userTypeOf } from './user-type';

export interface UserBody extends PageParams, UserListBody {
  id?: unknown;
  ids?: unknown;
  userId?: unknown;
  account?: unknown;
  name?: unknown;
  phone?: unknown;
  avatar?: unknown;
  status?: unknown;
  password?: unknown;
  roleIds?: unknown;
  stationIds?: unknown;
  groupIds?: unknown;
  organizationId?: unknown;
  email?: unknown;
  userType?: unknown;
}

const COLUMNS = `id, account, name, phone, email, avatar, status, user_type as "userType",
  organization_id as "organizationId",
  (select o.name from organizations o where o.id = users.organization_id) as "organizationName",
  last_login_at as "lastLoginAt", created_at as "createdAt", updated_at as "updatedAt",
  coalesce((select json_agg(role_id order by role_id) from user_roles where user_id = users.id), '[]') as "roleIds"`;

export async function findUser(db: Queryable, sellerId: number, id: unknown) {
  const { rows } = await db.query<{ id: number; account: string; status: number; organizationId: number | null }>(
    `select ${COLUMNS} from users where seller_id = $1 and id = $2`,
    [sellerId, Number(id) || 0],
  );
  if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `user ${String(id)}`);
  return rows[0];
}

/** The action key a status change needs: the menu's enable and disable buttons. */
const STATUS_ACTIONS = { 1: 'userManage:enable', 0: 'userManage:disable' } as const;

function assertStatusChange(session: SessionContext, targetId: number, status: 0 | 1): void {
  const key = STATUS_ACTIONS[status];
  if (!session.actions.has(key)) throw new ApiError(ERRORS.FORBIDDEN, `missing permission ${key}`);
  if (status === 0 && targetId === session.userId)
    throw new ApiError(ERRORS.VALIDATION_FAILED, 'you cannot disable your own account');
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

/** The seller's accounts; every query is scoped by the caller's seller. */
export const userManageRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UserBody }>(
    '/api/system/user/page',
    { preHandler: requireAction('userManage:query') },
    async (request) => {
      const query = userListQuery(request.session!.sellerId, request.body ?? {});
      return ok(await pageOf(app.db, { columns: COLUMNS, from: 'users', ...query }, request.body ?? {}));
    },
  );

  app.post<{ Body: UserBody }>(
    '/api/system/user/get',
    { preHandler: requireAction('userManage:get') },
    async (request) => {
      const user = await findUser(app.db, request.session!.sellerId, request.body?.id);
      const stations = await app.db.query<{ id: number }>(
        `select station_id as id from user_stations where user_id = $1`,
        [user.id],
      );
      const groups = await app.db.query<{ id: number }>(
        `select team_id as id from user_teams where user_id = $1 order by team_id`,
        [user.id],
      );
      return ok({ ...user, stationIds: stations.rows.map((r) => r.id), groupIds: groups.rows.map((r) => r.id) });
    },
  );

  app.post<{ Body: UserBody }>(
    '/api/system/user/save',
    { preHandler: requireAction('userManage:add') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const body = request.body ?? {};
      const account = requiredText(body.account, 'account', 64);
      const name = requiredText(body.name, 'name', 64);
      if (!isMd5Hex(body.password)) throw new ApiError(ERRORS.VALIDATION_FAILED, 'password must be an MD5 hex digest');
      const passwordHash = await hashPassword(body.password);
      const userType = userTypeOf(app.bundle, body.userType) ?? ORDINARY_USER;
      const grantor = await grantorOf(app.db, request.session!);
      const id = await app.db.transaction(async (tx) => {
        const taken = await tx.query(`select 1 from users where seller_id = $1 and account = $2`, [sellerId, account]);
        if (taken.rows.length) throw new ApiError(ERRORS.CONFLICT, `account ${account}`);
        const organizationId = (await organizationOf(tx, sellerId, body.organizationId)) ?? null;
        const { rows } = await tx.query<{ id: number }>(
          `insert into users (seller_id, account, name, phone, avatar, password_hash, organization_id, email, user_type)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [
            sellerId,
            account,
            name,
            optionalText(body.phone),
            optionalText(body.avatar),
            passwordHash,
            organizationId,
            emailOf(body.email) ?? null,
            userType,
          ],
        );
        await bindUser(tx, app.bundle, grantor, { id: rows[0].id, isNew: true }, body);
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'user',
          rowId: rows[0].id,
          action: 'save',
          before: null,
          after: { account, name, phone: body.phone, organizationId, email: body.email, userType },
        });
        return rows[0].id;
      });
      return ok({ id });
    },
  );

  app.post<{ Body: UserBody }>(
    '/api/system/user/update',
    { preHandler: requireAction('userManage:edit') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const body = request.body ?? {};
      const grantor = await grantorOf(app.db, request.session!);
      await app.db.transaction(async (tx) => {
        const before = await findUser(tx, sellerId, body.id);
        await assertManageableUser(tx, grantor, before);
        const status = body.status === undefined ? null : Number(body.status) === 1 ? 1 : 0;
        // Enabling and disabling are buttons of their own: editing does not include them.
        if (status !== null && status !== before.status) assertStatusChange(request.session!, before.id, status);
        // Organization and e-mail change only when sent; sent empty, they are cleared.
        const organizationId = await organizationOf(tx, sellerId, body.organizationId, before.organizationId);
        const email = emailOf(body.email);
        await tx.query(
          `update users set name = coalesce($3, name), phone = coalesce($4, phone), avatar = coalesce($5, avatar),
           status = coalesce($6, status),
           organization_id = case when $7::boolean then $8::bigint else organization_id end,
           email = case when $9::boolean then $10::varchar else email end,
           user_type = coalesce($11, user_type),
           updated_at = now() where seller_id = $1 and id = $2`,
          [
            sellerId,
            before.id,
            body.name === undefined ? null : requiredText(body.name, 'name', 64),
            optionalText(body.phone),
            optionalText(body.avatar),
            status,
            organizationId !== undefined,
            organizationId ?? null,
            email !== undefined,
            email ?? null,
            userTypeOf(app.bundle, body.userType) ?? null,
          ],
        );
        await bindUser(tx, app.bundle, grantor, { id: before.id, isNew: false }, body);
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'user',
          rowId: before.id,
          action: 'update',
          before,
          after: await findUser(tx, sellerId, before.id),
        });
      });
      return ok(null);
    },
  );

  app.post<{ Body: UserBody }>(
    '/api/system/user/bind',
    { preHandler: requireAction('userManage:edit') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const target = await findUser(app.db, sellerId, request.body?.userId ?? request.body?.id);
      const grantor = await grantorOf(app.db, request.session!);
      await app.db.transaction(async (tx) => {
        await assertManageableUser(tx, grantor, target);
        await bindUser(tx, app.bundle, grantor, { id: target.id, isNew: false }, request.body ?? {});
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'user',
          rowId: target.id,
          action: 'bind',
          before: target,
          after: request.body,
        });
      });
      return ok(null);
    },
  );

  for (const [operation, status] of [
    ['enable', 1],
    ['disable', 0],
  ] as const) {
    app.post<{ Body: UserBody }>(
      `/api/system/user/${operation}`,
      { preHandler: requireAction(STATUS_ACTIONS[status]) },
      async (request) => {
        const { sellerId, userId } = request.session!;
        const ids = idsOf(request.body);
        const grantor = await grantorOf(app.db, request.session!);
        await app.db.transaction(async (tx) => {
          for (const id of ids) {
            const before = await findUser(tx, sellerId, id);
            await assertManageableUser(tx, grantor, before);
            assertStatusChange(request.session!, before.id, status);
            await tx.query(`update users set status = $3, updated_at = now() where seller_id = $1 and id = $2`, [
              sellerId,
              id,
              status,
            ]);
            const after = { ...before, status };
            await writeAudit(tx, { sellerId, userId, entity: 'user', rowId: id, action: operation, before, after });
          }
        });
        return ok(null);
      },
    );
  }

  app.post<{ Body: UserBody }>(
    '/api/system/user/delete',
    { preHandler: requireAction('userManage:delete') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const ids = idsOf(request.body);
      if (ids.includes(userId)) throw new ApiError(ERRORS.VALIDATION_FAILED, 'you cannot delete your own account');
      const grantor = await grantorOf(app.db, request.session!);
      await app.db.transaction(async (tx) => {
        for (const id of ids) {
          const before = await findUser(tx, sellerId, id);
          await assertManageableUser(tx, grantor, before);
          await tx.query(`delete from sessions where user_id = $1`, [id]);
          await releaseDeletedUser(tx, app.bundle, sellerId, id);
          await tx.query(`delete from users where seller_id = $1 and id = $2`, [sellerId, id]);
          await writeAudit(tx, { sellerId, userId, entity: 'user', rowId: id, action: 'delete', before, after: null });
        }
      });
      return ok(null);
    },
  );
};
