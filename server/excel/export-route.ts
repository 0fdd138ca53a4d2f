import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import { t } from '../../src/meta/model';
import { requireAction } from '../auth/guard';
import { failure } from '../crud/crud-error';
import { fromDbRow } from '../crud/entity-columns';
import { keysetBatches } from '../crud/keyset-batches';
import { requestLocale } from '../crud/locale';
import { buildSelection } from '../crud/page-query';
import { attachLabels } from '../crud/reference-labels';
import type { Row } from '../crud/reference-labels';
import { attachManyReferences } from '../crud/many-references';
import { scopeSelection } from '../crud/station-scope';
import { bodyOf, businessFailure, entityPath, sellerOf, type EntityRouteContext } from '../crud/route-kit';
import { formatCell, numberFormat } from './cell-format';
import { columnTitle, columnWidth, excelColumns } from './excel-columns';
import { sendXlsx } from './xlsx-reply';

/**
 * export: the page's filters and sort over all matching rows (pageSize -1), streamed as an
 * .xlsx with labels and formatted values, read from the database in keyset batches.
 */
export function registerExportRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity } = context;
  if (!entity.export) return;
  const columns = excelColumns(entity, entity.export.fields);
  app.post(
    entityPath(entity, 'export'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.export)) },
    async (request, reply) => {
      const locale = requestLocale(request);
      const sellerId = sellerOf(request);
      // Everything that can be refused is tried before the first byte: the filters, and the
      // first batch's query. A failure after that aborts the connection (fastify destroys it
      // when the stream errors), so a cut file is never taken for a whole one.
      let batches: AsyncGenerator<Row[]>;
      let first: IteratorResult<Row[]>;
      try {
        const selection = await scopeSelection(
          request,
          context,
          buildSelection(entity, bodyOf(request), sellerId, locale, bundle),
        );
        batches = keysetBatches(db, entity, selection);
        first = await batches.next();
      } catch (error) {
        const known = businessFailure(error, bundle, locale);
        if (known) return reply.send(failure(known));
        throw error;
      }
      const title = t(entity.title, locale);
      const filename = `${title}-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`;
      return sendXlsx(reply, filename, title, async (sheet, flush) => {
        sheet.columns = columns.map((column) => {
          const numFmt = numberFormat(column.field);
          return {
            header: columnTitle(column, locale),
            key: column.name,
            width: columnWidth(column),
            style: numFmt ? { numFmt } : {},
          };
        });
        sheet.getRow(1).font = { bold: true };
        const write = async (batch: Row[]) => {
          const rows = await attachManyReferences(
            db,
            bundle,
            entity,
            sellerId,
            await attachLabels(
              db,
              bundle,
              entity,
              sellerId,
              batch.map((row) => fromDbRow(entity, row)),
            ),
          );
          for (const row of rows) {
            sheet.addRow(columns.map((column) => formatCell(bundle, column, row, locale))).commit();
          }
          await flush();
        };
        if (!first.done) await write(first.value);
        for await (const batch of batches) await write(batch);
      });
    },
  );
}
