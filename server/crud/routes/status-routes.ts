import type { FastifyInstance } from 'fastify';
import { API_CODES } from '../../../src/meta/api-codes';
import { actionKey, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import { t, type EntityFile, type Locale, type StatusAction } from '../../../src/meta/model';
import type { MetaBundle } from '../../../src/meta/bundle';
import { requireAction } from '../../auth/guard';
import { writeAudit } from '../../audit/write-audit';
import { CrudError } from '../crud-error';
import { message } from '../messages';
import { answer, bodyOf, entityPath, parseIds, sellerOf, type EntityRouteContext } from '../route-kit';
import { findRows, updateRow } from '../row-store';
import { refuseOutsideScope } from '../station-scope';

const GENERIC_OPERATIONS = new Set([...Object.keys(OPERATION_ACTIONS), 'importTemplate', 'options']);

function statusLabel(bundle: MetaBundle, entity: EntityFile, value: unknown, locale: Locale): string {
  const field = entity.statusField ? entity.fields[entity.statusField] : undefined;
  const item = bundle.dictionaries.get(field?.dict ?? '')?.items.find((i) => String(i.value) === String(value));
  return item ? t(item.label, locale) : String(value ?? '-');
}

/**
 * One route per declared status action: every row must be the caller's and in a `from` status,
 * or nothing changes (code 11 or 12 naming the row).
 */
export function registerStatusRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  for (const action of context.entity.statusActions ?? []) {
    // A status action may not shadow a generic operation; the schema linter reports the clash.
    if (GENERIC_OPERATIONS.has(action.name)) continue;
    registerStatusRoute(app, context, action);
  }
}

function registerStatusRoute(app: FastifyInstance, context: EntityRouteContext, action: StatusAction) {
  const { db, bundle, entity } = context;
  const status = entity.statusField;
  app.post(
    entityPath(entity, action.name),
    { preHandler: requireAction(actionKey(entity.pageId, action.action)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const ids = parseIds(bodyOf(request), locale);
        const updated = await db.transaction(async (tx) => {
          const rows = await findRows(tx, entity, sellerId, ids, true);
          if (rows.length !== ids.length) throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
          await refuseOutsideScope(tx, request, context, ids, locale);
          for (const before of rows) {
            const current = status ? before[status] : undefined;
            if (status && !action.from.some((allowed) => String(allowed) === String(current))) {
              const name = String(before[entity.labelField] ?? before.id);
              const text = message(
                locale,
                'statusNotAllowed',
                name,
                statusLabel(bundle, entity, current, locale),
                t(action.title, locale),
              );
              throw new CrudError(API_CODES.STATUS_NOT_ALLOWED, text, { id: before.id });
            }
          }
          for (const before of rows) {
            const id = Number(before.id);
            const after =
              status && action.to !== undefined
                ? await updateRow(tx, entity, sellerId, id, { [status]: action.to })
                : before;
            const entry = { sellerId, userId: request.session!.userId, entity: entity.name, action: action.name };
            await writeAudit(tx, { ...entry, rowId: id, before, after });
          }
          return rows.length;
        });
        return { updated };
      }),
  );
}
