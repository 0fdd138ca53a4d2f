import type { FastifyPluginAsync } from 'fastify';
import { writeAudit } from '../audit/write-audit';
import { requireAction } from '../auth/guard';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../errors';
import { ok } from '../http/reply';
import { idsOf, pageOf, requiredText, type PageParams } from './paging';

interface OrganizeBody extends PageParams {
  id?: unknown;
  ids?: unknown;
  pid?: unknown;
  name?: unknown;
  sort?: unknown;
}

const COLUMNS = `id, pid, name, sort, created_at as "createdAt", updated_at as "updatedAt"`;

async function findOrganization(db: Queryable, sellerId: number, id: unknown) {
  const { rows } = await db.query<{ id: number }>(
    `select ${COLUMNS} from organizations where seller_id = $1 and id = $2`,
    [sellerId, Number(id) || 0],
  );
  if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `organization ${String(id)}`);
  return rows[0];
}

/** A parent must be one of the same seller's organizations. */
async function parentOf(db: Queryable, sellerId: number, pid: unknown): Promise<number | null> {
  if (pid === undefined || pid === null || pid === '' || Number(pid) === 0) return null;
  return (await findOrganization(db, sellerId, pid)).id;
}

export const organizeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: OrganizeBody }>(
    '/api/system/organize/page',
    { preHandler: requireAction('organizeManage:query') },
    async (request) => {
      const name = typeof request.body?.name === 'string' ? request.body.name : '';
      const select = {
        columns: COLUMNS,
        from: 'organizations',
        where: 'seller_id = $1 and name ilike $2',
        params: [request.session!.sellerId, `%${name}%`],
        orderBy: 'sort, id',
      };
      return ok(await pageOf(app.db, select, request.body ?? {}));
    },
  );

  app.post<{ Body: OrganizeBody }>(
    '/api/system/organize/get',
    { preHandler: requireAction('organizeManage:get') },
    async (request) => ok(await findOrganization(app.db, request.session!.sellerId, request.body?.id)),
  );

  app.post<{ Body: OrganizeBody }>(
    '/api/system/organize/save',
    { preHandler: requireAction('organizeManage:add') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const body = request.body ?? {};
      const name = requiredText(body.name, 'name', 100);
      const id = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `insert into organizations (seller_id, pid, name, sort) values ($1, $2, $3, $4) returning id`,
          [sellerId, await parentOf(tx, sellerId, body.pid), name, Number(body.sort) || 0],
        );
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'organization',
          rowId: rows[0].id,
          action: 'save',
          before: null,
          after: { name, pid: body.pid },
        });
        return rows[0].id;
      });
      return ok({ id });
    },
  );

  app.post<{ Body: OrganizeBody }>(
    '/api/system/organize/update',
    { preHandler: requireAction('organizeManage:edit') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const body = request.body ?? {};
      await app.db.transaction(async (tx) => {
        const before = await findOrganization(tx, sellerId, body.id);
        const pid = body.pid === undefined ? undefined : await parentOf(tx, sellerId, body.pid);
        if (pid === before.id) throw new ApiError(ERRORS.VALIDATION_FAILED, 'an organization cannot be its own parent');
        await tx.query(
          `update organizations set name = coalesce($3, name), sort = coalesce($4, sort), pid = case when $5 then $6 else pid end,
           updated_at = now() where seller_id = $1 and id = $2`,
          [
            sellerId,
            before.id,
            body.name === undefined ? null : requiredText(body.name, 'name', 100),
            body.sort === undefined ? null : Number(body.sort) || 0,
            pid !== undefined,
            pid ?? null,
          ],
        );
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'organization',
          rowId: before.id,
          action: 'update',
          before,
          after: body,
        });
      });
      return ok(null);
    },
  );

  app.post<{ Body: OrganizeBody }>(
    '/api/system/organize/delete',
    { preHandler: requireAction('organizeManage:delete') },
    async (request) => {
      const { sellerId, userId } = request.session!;
      await app.db.transaction(async (tx) => {
        for (const id of idsOf(request.body)) {
          const before = await findOrganization(tx, sellerId, id);
          const members = await tx.query(`select 1 from users where seller_id = $1 and organization_id = $2 limit 1`, [
            sellerId,
            id,
          ]);
          if (members.rows.length) throw new ApiError(ERRORS.ORGANIZATION_HAS_USERS);
          await tx.query(`update organizations set pid = null where seller_id = $1 and pid = $2`, [sellerId, id]);
          await tx.query(`delete from organizations where seller_id = $1 and id = $2`, [sellerId, id]);
          await writeAudit(tx, {
            sellerId,
            userId,
            entity: 'organization',
            rowId: id,
            action: 'delete',
            before,
            after: null,
          });
        }
      });
      return ok(null);
    },
  );
};
