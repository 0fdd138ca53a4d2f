import type { FastifyInstance } from 'fastify';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import { t, type Locale } from '../../src/meta/model';
import { requireAction } from '../auth/guard';
import { column, isTenant, table } from '../crud/entity-columns';
import { targetSeller } from '../crud/target-seller';
import { requestLocale } from '../crud/locale';
import { entityPath, sellerOf, type EntityRouteContext } from '../crud/route-kit';
import { dictLabel, columnTitle, columnWidth, excelColumns, type ExcelColumn } from './excel-columns';
import { importSheetEntity } from './import-sheet-entity';
import { sendXlsx } from './xlsx-reply';

/** A plausible value for the example row, in the form the import reads back. */
function exampleValue(context: EntityRouteContext, col: ExcelColumn, locale: Locale, refLabel?: string): unknown {
  const { field } = col;
  switch (field.type) {
    case 'dict': {
      const first = context.bundle.dictionaries.get(field.dict ?? '')?.items[0];
      return first ? dictLabel(context.bundle, field, first.value, locale) : '';
    }
    case 'reference':
    case 'references':
      return refLabel ?? '';
    case 'money':
      return 12.5;
    case 'integer':
      return typeof field.default === 'number' ? field.default : 1;
    case 'number':
      return 1.5;
    case 'boolean':
      return locale === 'zh-CN' ? '是' : 'Yes';
    case 'date':
      return '2025-01-01';
    case 'datetime':
      return '2025-01-01 08:00:00';
    default:
      return typeof field.default === 'string' ? field.default : field.placeholder ? t(field.placeholder, locale) : '';
  }
}

/** importTemplate: the header row of the import fields and one example row. */
export function registerTemplateRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  if (!entity.import) return;
  const columns = excelColumns(importSheetEntity(bundle, entity), entity.import.fields);
  app.post(
    entityPath(entity, 'importTemplate'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.import)) },
    async (request, reply) => {
      const locale = requestLocale(request);
      const sellerId = sellerOf(request);
      // Reference examples name one of the caller's own rows, so the example imports as it is.
      const refLabels = new Map<string, string>();
      for (const col of columns) {
        const target =
          col.field.type === 'reference' || col.field.type === 'references'
            ? bundle.entities.get(col.field.ref?.entity ?? '')
            : undefined;
        if (!target || !col.field.ref) continue;
        const params: unknown[] = [];
        const scope = isTenant(target)
          ? `where "seller_id" = ${targetSeller(target, () => `$${params.push(sellerId)}`)}`
          : '';
        const sql = `select ${column(col.field.ref.labelField)}::text as "label" from ${table(target)} ${scope} order by "id" limit 1`;
        const { rows } = await db.query<{ label: string }>(sql, params);
        if (rows[0]) refLabels.set(col.name, rows[0].label);
      }
      const title = `${t(entity.title, locale)}-${locale === 'zh-CN' ? '导入模板' : 'import template'}`;
      return sendXlsx(reply, `${title}.xlsx`, t(entity.title, locale), async (sheet) => {
        sheet.columns = columns.map((col) => ({
          header: columnTitle(col, locale),
          key: col.name,
          width: columnWidth(col),
        }));
        sheet.getRow(1).font = { bold: true };
        sheet.addRow(columns.map((col) => exampleValue(context, col, locale, refLabels.get(col.name)))).commit();
      });
    },
  );
}
