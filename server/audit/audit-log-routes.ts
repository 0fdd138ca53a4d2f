import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAction } from '../auth/guard';
import { ok } from '../http/reply';
import { sendXlsx } from '../excel/xlsx-reply';
import { pageOf, type PageParams } from '../system/paging';

interface AuditQuery extends PageParams {
  entity?: unknown;
  action?: unknown;
  account?: unknown;
  rowId?: unknown;
  from?: unknown;
  to?: unknown;
}

/** The most rows one export writes: a longer period is exported in parts. */
export const AUDIT_EXPORT_LIMIT = 50_000;

const COLUMNS = `a.id, a.created_at as "createdAt", a.entity, a.row_id as "rowId", a.action,
  u.account, u.name as "userName", a.before, a.after`;
const FROM = 'audit_log a left join users u on u.id = a.user_id';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const time = (value: unknown) => {
  const given = text(value);
  return given && !Number.isNaN(Date.parse(given)) ? new Date(given).toISOString() : undefined;
};

/** The caller's seller's entries matching the filters, as a where clause and its parameters. */
function filtersOf(request: FastifyRequest<{ Body: AuditQuery }>) {
  const body = request.body ?? {};
  const params: unknown[] = [request.session!.sellerId];
  const where = ['a.seller_id = $1'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (text(body.entity)) add('a.entity = ?', text(body.entity));
  if (text(body.action)) add('a.action = ?', text(body.action));
  if (text(body.account)) add('u.account ilike ?', `%${text(body.account)}%`);
  if (Number.isSafeInteger(Number(body.rowId)) && Number(body.rowId) > 0) add('a.row_id = ?', Number(body.rowId));
  if (time(body.from)) add('a.created_at >= ?', time(body.from));
  if (time(body.to)) add('a.created_at <= ?', time(body.to));
  return { where: where.join(' and '), params };
}

/**
 * The audit log of the caller's seller: every write of every screen, who made it, when, and the
 * row before and after. Read and exported only: no route changes or deletes an entry.
 */
export const auditLogRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AuditQuery }>(
    '/api/system/auditLog/page',
    { preHandler: requireAction('auditLog:query') },
    async (request) => {
      const { where, params } = filtersOf(request);
      const select = { columns: COLUMNS, from: FROM, where, params, orderBy: 'a.id desc' };
      return ok(await pageOf(app.db, select, request.body ?? {}));
    },
  );

  app.post<{ Body: AuditQuery }>(
    '/api/system/auditLog/export',
    { preHandler: requireAction('auditLog:export') },
    async (request, reply) => {
      const { where, params } = filtersOf(request);
      const { rows } = await app.db.query<Record<string, unknown>>(
        `select ${COLUMNS} from ${FROM} where ${where} order by a.id desc limit ${AUDIT_EXPORT_LIMIT}`,
        params,
      );
      return sendXlsx(reply, 'audit-log.xlsx', '安全审计', async (sheet, flush) => {
        sheet.columns = [
          { header: '时间', key: 'createdAt', width: 22 },
          { header: '账号', key: 'account', width: 16 },
          { header: '姓名', key: 'userName', width: 14 },
          { header: '对象', key: 'entity', width: 18 },
          { header: '记录', key: 'rowId', width: 10 },
          { header: '操作', key: 'action', width: 12 },
          { header: '修改前', key: 'before', width: 60 },
          { header: '修改后', key: 'after', width: 60 },
        ];
        for (const row of rows) {
          sheet
            .addRow({
              ...row,
              createdAt: new Date(String(row.createdAt)),
              before: row.before === null ? '' : JSON.stringify(row.before),
              after: row.after === null ? '' : JSON.stringify(row.after),
            })
            .commit();
          await flush();
        }
      });
    },
  );
};
