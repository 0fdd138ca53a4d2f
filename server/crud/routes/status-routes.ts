import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../live/live-bus';
import { API_CODES } from '../../../src/meta/api-codes';
import { actionKey, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import { t, type Locale, type StatusAction } from '../../../src/meta/model';
import { requireAction } from '../../auth/guard';
import { writeAudit } from '../../audit/write-audit';
import { actionFormEntity, formWrites, readActionInput } from '../../flow/action-form';
import { updateWhileStatus } from '../../flow/conditional-update';
import { checkApprovalRule, type ApprovalOutcome } from '../../flow/approval-rule';
import { checkGuards } from '../../flow/guards';
import { refuseLockedRows } from '../row-locks';
import { stampValues } from '../../flow/stamps';
import { listTransitions, recordTransition } from '../../flow/transitions';
import { CrudError } from '../crud-error';
import { isTenant } from '../entity-columns';
import { message } from '../../messages';
import type { Row } from '../reference-labels';
import { answer, bodyOf, entityPath, parseIds, sellerOf, type EntityRouteContext } from '../route-kit';
import { findRows, updateRow } from '../row-store';
import { refuseOutsideScope } from '../station-scope';
import { reachablePiles } from '../../ocpp/pile-reach';
import { statusLabel } from '../status-label';
import { settledRow } from '../../schedule/timed-status';

/** Names a status action may not take: the generic operations and the transition history. */
export const RESERVED_ROUTE_NAMES = new Set([
  ...Object.keys(OPERATION_ACTIONS),
  'importTemplate',
  'options',
  'transitions',
  'upload',
]);

/**
 * One route per declared status action, and `transitions` (a row's history) when there are
 * any. Every row must be the caller's and in a `from` status, or nothing changes (code 11 or
 * 12 naming the row).
 */
export function registerStatusRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  const actions = context.entity.statusActions ?? [];
  for (const action of actions) {
    // A status action may not shadow a generic operation; the schema linter reports the clash.
    if (RESERVED_ROUTE_NAMES.has(action.name)) continue;
    registerStatusRoute(app, context, action);
  }
  if (actions.length > 0) registerTransitionsRoute(app, context);
}

function registerTransitionsRoute(app: FastifyInstance, context: EntityRouteContext) {
  const { db, entity } = context;
  app.post(
    entityPath(entity, 'transitions'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.get)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const [id] = parseIds({ id: bodyOf(request).id }, locale);
        const rows = await findRows(db, entity, sellerId, [id]);
        if (rows.length === 0) throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
        await refuseOutsideScope(db, request, context, [id], locale);
        return listTransitions(db, entity, isTenant(entity) ? sellerId : null, id);
      }),
  );
}

function registerStatusRoute(app: FastifyInstance, context: EntityRouteContext, action: StatusAction) {
  const { db, bundle, entity, hooks } = context;
  const status = entity.statusField;
  const formEntity = actionFormEntity(entity, action);
  const refuse = (row: Row, locale: Locale, current: unknown) => {
    const name = String(row[entity.labelField] ?? row.id);
    const text = message(
      locale,
      'statusNotAllowed',
      name,
      statusLabel(bundle, entity, current, locale),
      t(action.title, locale),
    );
    return new CrudError(API_CODES.STATUS_NOT_ALLOWED, text, { id: row.id });
  };
  app.post(
    entityPath(entity, action.name),
    { preHandler: requireAction(actionKey(entity.pageId, action.action)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const userId = request.session!.userId;
        const body = bodyOf(request);
        const ids = parseIds(body, locale);
        const committed: LiveEvent[] = [];
        const updated = await db.transaction(async (tx) => {
          const rows = await findRows(tx, entity, sellerId, ids, true);
          if (rows.length !== ids.length) throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
          await refuseOutsideScope(tx, request, context, ids, locale);
          const transitionSeller = isTenant(entity) ? sellerId : null;
          const outcomes = new Map<number, ApprovalOutcome>();
          for (const before of rows) {
            const current = status ? before[status] : undefined;
            if (status && !action.from.some((allowed) => String(allowed) === String(current))) {
              throw refuse(before, locale, current);
            }
            checkGuards(entity, action, before, userId, locale);
            const check = { db: tx, bundle, entity, action, row: before, sellerId, transitionSeller, userId, locale };
            outcomes.set(Number(before.id), await checkApprovalRule(check));
          }
          refuseLockedRows(entity, rows, action.name, userId, locale);
          // The form is read once the rows are known to be the caller's and movable: a foreign
          // row answers "not found" whatever the input says.
          const input = await readActionInput(tx, bundle, formEntity, body.input, sellerId, locale);
          const publishAfterCommit = (event: LiveEvent) => void committed.push(event);
          // Which piles a command reaches is asked at the action's time, of this app's connections.
          const reach = { db: tx, bus: app.liveBus, local: app.centralSystem };
          const hookContext = {
            tx,
            bundle,
            entity,
            sellerId,
            userId,
            locale,
            action,
            input,
            publishAfterCommit,
            reachablePiles: (pileIds: readonly number[]) => reachablePiles(reach, sellerId, pileIds),
          };
          const values = {
            ...formWrites(entity, action, input),
            ...stampValues(action, userId, new Date()),
            ...(status && action.to !== undefined ? { [status]: action.to } : {}),
          };
          /** The step on the row's timeline (with the values approved) and in the audit log. */
          const recordStep = async (before: Row, after: Row, approved: ApprovalOutcome['approved']) => {
            await recordTransition(tx, {
              sellerId: transitionSeller,
              entity: entity.name,
              rowId: Number(before.id),
              action: action.name,
              from: status ? before[status] : null,
              to: status ? after[status] : null,
              userId,
              input,
              approved,
            });
            await writeAudit(tx, {
              sellerId,
              userId,
              entity: entity.name,
              action: action.name,
              rowId: Number(before.id),
              before,
              after,
            });
          };
          for (const before of rows) {
            const id = Number(before.id);
            const { approved, held } = outcomes.get(id)!;
            if (held) {
              // A first approval above the seller's limit: recorded, and the row waits as it is for
              // the same step by another user; nothing else of the action runs yet.
              await recordStep(before, before, approved);
              continue;
            }
            // Each row gets its own copy: what the hook works out from one row is not another's.
            const rowValues = { ...values };
            await hooks?.beforeAction?.({ ...hookContext, before, values: rowValues });
            let after: Row | undefined = before;
            if (status) {
              // The status is checked again in the update itself: a concurrent action on this
              // row that committed first leaves no row in a `from` status to update.
              after = await updateWhileStatus(tx, entity, sellerId, id, status, action.from, rowValues);
              if (!after) {
                const [now] = await findRows(tx, entity, sellerId, [id]);
                throw refuse(before, locale, now?.[status]);
              }
              // A clock-driven status lands where the dates say: published before its start, an
              // activity is not started yet (未开始), not in progress.
              const moved = after;
              after = await settledRow(tx, entity, moved, async () => (await findRows(tx, entity, sellerId, [id]))[0]);
            } else if (Object.keys(rowValues).length > 0) {
              after = await updateRow(tx, entity, sellerId, id, rowValues);
            }
            await recordStep(before, after, approved);
            await hooks?.afterAction?.({ ...hookContext, before, after });
          }
          const held = [...outcomes.values()].filter((outcome) => outcome.held).length;
          return { updated: rows.length - held, held };
        });
        for (const event of committed) app.liveBus.publish(event);
        return updated;
      }),
  );
}
