import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/meta/model';
import { withDefaultRanges } from '../default-ranges';
import { chooseRollup } from '../rollup-plan';
import { actionKey, entityOffers, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import { requireAction } from '../../auth/guard';
import { parseAggregateBody, runAggregate, stringList } from '../aggregate';
import { buildSelection } from '../page-query';
import { API_CODES } from '../../../src/meta/api-codes';
import { measureDigits, roundTo } from '../../../src/meta/format/measure-digits';
import type { AggregateAnswer } from '../../../src/meta/aggregate';
import { sendXlsx } from '../../excel/xlsx-reply';
import { CrudError, failure } from '../crud-error';
import { requestLocale } from '../locale';
import { message } from '../../messages';
import { answer, bodyOf, businessFailure, entityPath, sellerOf, type EntityRouteContext } from '../route-kit';
import { scopeSelection } from '../station-scope';
import { declaredField } from '../entity-columns';

/**
 * The request's rows (the list's selection, its default ranges filled in once for both uses),
 * its checked dimensions and measures, and the rollup that answers it, if one does.
 */
async function aggregateQuery(request: FastifyRequest, context: EntityRouteContext, locale: Locale) {
  const { bundle, entity } = context;
  const body = bodyOf(request);
  const sellerId = sellerOf(request);
  const filters = withDefaultRanges(entity, body.filters, new Date());
  const selection = await scopeSelection(
    request,
    context,
    buildSelection(entity, { filters }, sellerId, locale, bundle),
  );
  const where = stringList(body.where);
  const dimensions = stringList(body.dimensions);
  const measures = stringList(body.measures);
  const rollup =
    where && dimensions && measures
      ? chooseRollup(entity, bundle, { filters, where, dimensions, measures })
      : undefined;
  const parsed = parseAggregateBody(entity, bundle, body, selection.params, sellerId, locale, { fromRollup: !!rollup });
  return { selection, parsed, rollup };
}

/**
 * aggregate: groups and measures over the rows the entity's list would show the caller: the
 * same action key (`<pageId>:query`), seller, list filters (with their default ranges) and
 * station binding, so a chart or report never counts a row its list would hide.
 */
export function registerAggregateRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, entity } = context;
  if (!entityOffers(entity, 'page')) return;
  app.post(
    entityPath(entity, 'aggregate'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.page)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const { selection, parsed, rollup } = await aggregateQuery(request, context, locale);
        if (rollup) void reply.header('x-aggregate-source', 'rollup');
        return runAggregate(db, entity, selection, parsed, sellerOf(request), rollup);
      }),
  );
}

interface ExportColumn {
  key: string;
  title: string;
  group?: string;
  format?: 'integer' | 'number' | 'money' | 'percent';
  ratioOf?: [string, string];
  divideBy?: number;
}

function exportColumns(value: unknown, keys: Set<string>): ExportColumn[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 60) return undefined;
  const columns: ExportColumn[] = [];
  for (const raw of value as Record<string, unknown>[]) {
    if (!raw || typeof raw !== 'object' || typeof raw.key !== 'string' || typeof raw.title !== 'string')
      return undefined;
    const ratio = raw.ratioOf;
    const ratioOf =
      Array.isArray(ratio) && ratio.length === 2 && ratio.every((part) => typeof part === 'string' && keys.has(part))
        ? (ratio as [string, string])
        : undefined;
    if (!ratioOf && !keys.has(raw.key)) return undefined;
    const format = ['integer', 'number', 'money', 'percent'].includes(String(raw.format))
      ? (raw.format as ExportColumn['format'])
      : undefined;
    columns.push({
      key: raw.key,
      title: raw.title,
      group: typeof raw.group === 'string' ? raw.group : undefined,
      format,
      ratioOf,
      divideBy: typeof raw.divideBy === 'number' && raw.divideBy > 0 ? raw.divideBy : undefined,
    });
  }
  return columns;
}

/**
 * aggregateExport: the same groups as an .xlsx file, as a report shows them: two header rows
 * (a group title over its measures), dimension labels, money in yuan, and the summary row.
 */
export function registerAggregateExportRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  if (!entityOffers(entity, 'page')) return;
  app.post(
    entityPath(entity, 'aggregateExport'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.page)) },
    async (request, reply) => {
      const locale = requestLocale(request);
      let result: { answer: AggregateAnswer; columns: ExportColumn[]; dimensions: string[] };
      try {
        const body = bodyOf(request);
        const { selection, parsed, rollup } = await aggregateQuery(request, context, locale);
        const dimensions = parsed.dimensions.map((d) => d.key);
        const columns = exportColumns(body.columns, new Set([...dimensions, ...parsed.measures.map((m) => m.key)]));
        if (!columns)
          throw new CrudError(API_CODES.VALIDATION_FAILED, message(locale, 'badAggregate', 'columns'), { errors: [] });
        const answer = await runAggregate(db, entity, selection, parsed, sellerOf(request), rollup);
        result = { answer, columns, dimensions };
      } catch (error) {
        const known = businessFailure(error, bundle, locale);
        if (!known) throw error;
        return reply.send(failure(known));
      }
      const { answer, columns, dimensions } = result;
      const title =
        typeof bodyOf(request).title === 'string' ? String(bodyOf(request).title).slice(0, 60) : entity.name;
      const dictLabel = (key: string, value: unknown) => {
        const field = declaredField(entity, key.split(':')[0]);
        const item = field?.dict
          ? bundle.dictionaries.get(field.dict)?.items.find((i) => String(i.value) === String(value))
          : undefined;
        return item ? item.label[locale] : value;
      };
      const cell = (column: ExportColumn, row: Record<string, unknown>) => {
        if (dimensions.includes(column.key)) {
          const labels = (row.$labels ?? {}) as Record<string, string>;
          return labels[column.key] ?? dictLabel(column.key, row[column.key]) ?? '';
        }
        const value = column.ratioOf
          ? Number(row[column.ratioOf[1]])
            ? Number(row[column.ratioOf[0]]) / Number(row[column.ratioOf[1]])
            : 0
          : Number(row[column.key] ?? 0);
        const shown = column.divideBy ? value / column.divideBy : value;
        // Rounded as the report's table shows it, not the database's float (121.39735257498585).
        return roundTo(column.format === 'money' ? shown / 100 : shown, measureDigits(column, entity));
      };
      const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
      return sendXlsx(reply, `${title}-${stamp}.xlsx`, title, async (sheet, flush) => {
        const grouped = columns.some((column) => column.group);
        sheet.columns = columns.map((column) => ({
          key: column.key,
          width: 16,
          style:
            column.format === 'money' ? { numFmt: '#,##0.00' } : column.format === 'percent' ? { numFmt: '0.00%' } : {},
        }));
        if (grouped) {
          const upper = sheet.addRow(columns.map((column) => column.group ?? column.title));
          const lower = sheet.addRow(columns.map((column) => column.title));
          // A group's title spans its measures; a column without a group spans both rows. The
          // streamed sheet merges only rows not yet committed: the header rows go after it.
          for (let i = 0; i < columns.length; ) {
            let j = i;
            while (j + 1 < columns.length && columns[i].group && columns[j + 1].group === columns[i].group) j++;
            if (!columns[i].group) sheet.mergeCells(1, i + 1, 2, i + 1);
            else if (j > i) sheet.mergeCells(1, i + 1, 1, j + 1);
            i = j + 1;
          }
          upper.commit();
          lower.commit();
        } else sheet.addRow(columns.map((column) => column.title)).commit();
        for (const row of answer.rows) {
          sheet.addRow(columns.map((column) => cell(column, row))).commit();
          await flush();
        }
        const total = { ...answer.summary, $labels: {} } as Record<string, unknown>;
        const totalRow = columns.map((column, i) =>
          dimensions.includes(column.key)
            ? i === 0
              ? locale === 'zh-CN'
                ? '合计'
                : 'Total'
              : ''
            : cell(column, total),
        );
        sheet.addRow(totalRow).commit();
      });
    },
  );
}
