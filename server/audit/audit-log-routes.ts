import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { t, type LocalizedText } from '../../src/meta/model';
import { requireAction } from '../auth/guard';
import { requestLocale } from '../crud/locale';
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

/** The export's sheet and file name and its columns, in the caller's language. */
const EXPORT_TEXTS = { title: { 'zh-CN': '安全审计', 'en-US': 'Audit log' } } satisfies Record<string, LocalizedText>;
const EXPORT_COLUMNS: [key: string, header: LocalizedText, width: number][] = [
  ['createdAt', { 'zh-CN': '时间', 'en-US': 'Time' }, 22],
  ['account', { 'zh-CN': '账号', 'en-US': 'Account' }, 16],
  ['userName', { 'zh-CN': '姓名', 'en-US': 'Name' }, 14],
  ['entity', { 'zh-CN': '对象', 'en-US': 'Object' }, 18],
  ['rowId', { 'zh-CN': '记录', 'en-US': 'Record' }, 10],
  ['action', { 'zh-CN': '操作', 'en-US': 'Action' }, 12],
  ['before', { 'zh-CN': '修改前', 'en-US': 'Before' }, 60],
  ['after', { 'zh-CN': '修改后', 'en-US': 'After' }, 60],
];

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
      const locale = requestLocale(request);
      const title = t(EXPORT_TEXTS.title, locale);
      return sendXlsx(reply, `${title}.xlsx`, title, async (sheet, flush) => {
        sheet.columns = EXPORT_COLUMNS.map(([key, header, width]) => ({ header: t(header, locale), key, width }));
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
