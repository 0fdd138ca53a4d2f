import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/write-audit';
import { requireAction } from '../auth/guard';
import { hashPassword, isMd5Hex } from '../auth/passwords';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { allPermissions } from '../permissions/permission-rows';
import { sellerGrantable } from '../permissions/platform-pages';
import { platformOnlyPermissions } from '../permissions/platform-only';
import { idsOf, pageOf, requiredText, type PageParams } from './paging';

interface SellerBody extends PageParams {
  id?: unknown;
  ids?: unknown;
  sellerNumber?: unknown;
  name?: unknown;
  platformName?: unknown;
  adminPassword?: unknown;
}

/** The account every new seller's administrator signs in with. */
export const NEW_SELLER_ADMIN = 'admin';
const SELLER_NUMBER = /^\d{6}$/;

const COLUMNS = `id, seller_number as "sellerNumber", name, platform_name as "platformName", is_platform as "isPlatform",
  status, created_at as "createdAt",
  (select count(*)::int from users u where u.seller_id = sellers.id) as "userCount"`;

async function findSeller(db: Queryable, id: unknown) {
  const { rows } = await db.query<{
    id: number;
    sellerNumber: string;
    name: string;
    isPlatform: boolean;
    status: number;
  }>(`select ${COLUMNS} from sellers where id = $1`, [Number(id) || 0]);
  if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `seller ${String(id)}`);
  return rows[0];
}

const optionalText = (value: unknown, field: string, maxLength: number) => {
  if (value === undefined || value === null || value === '') return null;
  return requiredText(value, field, maxLength);
};

/**
 * The platform administrator's sellers (tenants): list, create (with its administrator role and
 * account and every permission a seller may hold), rename, enable and forbid. Forbidding ends
 * the seller's sessions at once; its users cannot sign in until it is enabled again.
 */
export const sellerManageRoutes: FastifyPluginAsync = async (app) => {
  /** The action key of the seller page, and being the platform's administrator: no seller manages sellers. */
  const platformOnly = (action: string) => [
    requireAction(`sellerManage:${action}`),
    async (request: FastifyRequest) => {
      if (!request.session?.isPlatformAdmin)
        throw new ApiError(ERRORS.FORBIDDEN, 'only the platform administrator manages sellers');
    },
  ];

  app.post<{ Body: SellerBody }>('/api/system/seller/page', { preHandler: platformOnly('query') }, async (request) => {
    const text = (v: unknown) => `%${typeof v === 'string' ? v : ''}%`;
    const select = {
      columns: COLUMNS,
      from: 'sellers',
      where: 'seller_number ilike $1 and name ilike $2',
      params: [text(request.body?.sellerNumber), text(request.body?.name)],
      orderBy: 'seller_number',
    };
    return ok(await pageOf(app.db, select, request.body ?? {}));
  });

  app.post<{ Body: SellerBody }>('/api/system/seller/save', { preHandler: platformOnly('add') }, async (request) => {
    const session = request.session!;
    const body = request.body ?? {};
    const sellerNumber = requiredText(body.sellerNumber, 'sellerNumber', 6);
    if (!SELLER_NUMBER.test(sellerNumber))
      throw new ApiError(ERRORS.VALIDATION_FAILED, undefined, {
        errors: [{ field: 'sellerNumber', message: 'six digits' }],
      });
    const name = requiredText(body.name, 'name', 100);
    const platformName = optionalText(body.platformName, 'platformName', 100);
    if (!isMd5Hex(body.adminPassword))
      throw new ApiError(ERRORS.VALIDATION_FAILED, 'adminPassword must be an MD5 hex digest');
    const passwordHash = await hashPassword(body.adminPassword);
    // What the demo sellers hold: all but the platform's pages and its cross-seller screens.
    const platformOnly = platformOnlyPermissions(app.bundle);
    const grantable = sellerGrantable(await allPermissions(app.db))
      .filter((row) => !platformOnly.has(row.id))
      .map((row) => row.id);
    const id = await app.db.transaction(async (tx) => {
      const taken = await tx.query(`select 1 from sellers where seller_number = $1`, [sellerNumber]);
      if (taken.rows.length) throw new ApiError(ERRORS.CONFLICT, `seller number ${sellerNumber}`);
      const seller = await tx.query<{ id: number }>(
        `insert into sellers (seller_number, name, platform_name) values ($1, $2, $3) returning id`,
        [sellerNumber, name, platformName],
      );
      const sellerId = seller.rows[0].id;
      await tx.query(`insert into seller_permissions (seller_id, permission_id) select $1, unnest($2::text[])`, [
        sellerId,
        grantable,
      ]);
      const role = await tx.query<{ id: number }>(
        `insert into roles (seller_id, name, description, is_admin) values ($1, '管理员', '商户管理员：拥有商户的全部权限', true) returning id`,
        [sellerId],
      );
      const user = await tx.query<{ id: number }>(
        `insert into users (seller_id, account, name, password) values ($1, $2, '管理员', $3) returning id`,
        [sellerId, NEW_SELLER_ADMIN, passwordHash],
      );
      await tx.query(`insert into user_roles (user_id, role_id) values ($1, $2)`, [user.rows[0].id, role.rows[0].id]);
      await writeAudit(tx, {
        sellerId: session.sellerId,
        userId: session.userId,
        entity: 'seller',
        rowId: sellerId,
        action: 'save',
        before: null,
        after: { sellerNumber, name, platformName },
      });
      return sellerId;
    });
    return ok({ id });
  });

  app.post<{ Body: SellerBody }>('/api/system/seller/update', { preHandler: platformOnly('edit') }, async (request) => {
    const session = request.session!;
    const body = request.body ?? {};
    await app.db.transaction(async (tx) => {
      const before = await findSeller(tx, body.id);
      const name = body.name === undefined ? before.name : requiredText(body.name, 'name', 100);
      const platformName =
        body.platformName === undefined ? undefined : optionalText(body.platformName, 'platformName', 100);
      await tx.query(
        `update sellers set name = $2, platform_name = case when $3 then $4 else platform_name end, updated_at = now() where id = $1`,
        [before.id, name, platformName !== undefined, platformName ?? null],
      );
      await writeAudit(tx, {
        sellerId: session.sellerId,
        userId: session.userId,
        entity: 'seller',
        rowId: before.id,
        action: 'update',
        before,
        after: await findSeller(tx, before.id),
      });
    });
    return ok(null);
  });

  for (const [operation, status] of [
    ['enable', 1],
    ['disable', 0],
  ] as const) {
    app.post<{ Body: SellerBody }>(
      `/api/system/seller/${operation}`,
      { preHandler: platformOnly(operation) },
      async (request) => {
        const session = request.session!;
        const ids = idsOf(request.body);
        await app.db.transaction(async (tx) => {
          for (const id of ids) {
            const before = await findSeller(tx, id);
            // Forbidding the platform would lock out the only one who can enable it again.
            if (status === 0 && before.isPlatform)
              throw new ApiError(ERRORS.VALIDATION_FAILED, 'the platform seller cannot be forbidden');
            await tx.query(`update sellers set status = $2, updated_at = now() where id = $1`, [id, status]);
            if (status === 0)
              await tx.query(`update sessions set revoked_at = now() where seller_id = $1 and revoked_at is null`, [
                id,
              ]);
            await writeAudit(tx, {
              sellerId: session.sellerId,
              userId: session.userId,
              entity: 'seller',
              rowId: id,
              action: operation,
              before,
              after: { ...before, status },
            });
          }
        });
        return ok(null);
      },
    );
  }
};
