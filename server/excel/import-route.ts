import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODES } from '../../src/meta/api-codes';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import type { Locale } from '../../src/meta/model';
import { requireAction } from '../auth/guard';
import { writeAudit } from '../audit/write-audit';
import { CrudError } from '../crud/crud-error';
import { message } from '../messages';
import { dbValues } from '../crud/payload';
import { answer, entityPath, sellerOf, type EntityRouteContext } from '../crud/route-kit';
import { insertRow } from '../crud/row-store';
import { idsOutsideScope, outsideStationsMessage } from '../crud/station-scope';
import { saveManyReferences } from '../crud/many-references';
import { checkImportRows } from './check-import-rows';
import { importSheetEntity } from './import-sheet-entity';
import { readImportSheet } from './read-import-sheet';

/** Largest accepted upload; a 5,000-row sheet is far below it. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/**
 * The uploaded file's bytes, at most MAX_IMPORT_BYTES; its sheet is read as a stream. A
 * malformed upload (no boundary, cut short, too large) is the caller's mistake, refused as such.
 */
async function uploadedFile(request: FastifyRequest, locale: Locale): Promise<Buffer> {
  const refuse = (text: string) => new CrudError(API_CODES.IMPORT_FAILED, text, { errors: [] });
  if (!request.isMultipart()) throw refuse(message(locale, 'importNoFile'));
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    if (!file) throw refuse(message(locale, 'importNoFile'));
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof CrudError) throw error;
    if ((error as { statusCode?: unknown }).statusCode === 413) {
      throw refuse(message(locale, 'importTooLarge', MAX_IMPORT_BYTES / 1024 / 1024));
    }
    throw refuse(message(locale, 'importBadFile'));
  }
}

/**
 * import: an .xlsx whose header row names the import fields. Every row is read, converted and
 * validated first; then all rows are written in one transaction, or none (code 13 listing the
 * failing rows). A batch import (`import.rowsOf`) reads and checks the rows as lines of the other
 * entity and hands them to the entity's `importRows` hook, which writes the batch.
 */
export function registerImportRoute(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity, hooks } = context;
  if (!entity.import) return;
  const sheetEntity = importSheetEntity(bundle, entity);
  const importRows = hooks?.importRows;
  app.post(
    entityPath(entity, 'import'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.import)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const file = await uploadedFile(request, locale);
        const { rows, errors } = await readImportSheet(bundle, sheetEntity, file, locale);
        const all = [...errors, ...(await checkImportRows(db, bundle, sheetEntity, sellerId, rows, locale))];
        if (all.length > 0) {
          const failedRows = new Set(all.map((e) => e.row)).size;
          throw new CrudError(API_CODES.IMPORT_FAILED, message(locale, 'importFailed', failedRows), { errors: all });
        }
        if (entity.import!.rowsOf) {
          // The lines belong to a batch that only the entity's own code knows how to write.
          if (!importRows) throw new Error(`the batch import of "${entity.name}" needs an importRows hook`);
          const userId = request.session!.userId;
          const inserted = await db.transaction((tx) =>
            importRows({ tx, bundle, entity, sellerId, userId, locale, rows }),
          );
          return { inserted };
        }
        const inserted = await db.transaction(async (tx) => {
          const rowOfId = new Map<number, number>();
          for (const row of rows) {
            const after = await insertRow(tx, entity, sellerId, dbValues(entity, row.values));
            rowOfId.set(Number(after.id), row.row);
            await saveManyReferences(tx, bundle, entity, sellerId, Number(after.id), row.values, locale);
            const entry = { sellerId, userId: request.session!.userId, entity: entity.name, action: 'import' };
            await writeAudit(tx, { ...entry, rowId: Number(after.id), before: null, after });
          }
          // A station-bound user imports only rows of his own stations; any other rolls all back.
          const outside = await idsOutsideScope(tx, request, context, [...rowOfId.keys()]);
          if (outside.length > 0) {
            const text = outsideStationsMessage(locale);
            const errors = outside.map((id) => ({ row: rowOfId.get(id), field: '', message: text }));
            throw new CrudError(API_CODES.IMPORT_FAILED, message(locale, 'importFailed', outside.length), { errors });
          }
          return rows.length;
        });
        return { inserted };
      }),
  );
}
