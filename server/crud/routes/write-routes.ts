import type { FastifyInstance } from 'fastify';
import { API_CODES } from '../../../src/meta/api-codes';
import { actionKey, OPERATION_ACTIONS } from '../../../src/meta/entity-actions';
import { requireAction } from '../../auth/guard';
import { writeAudit } from '../../audit/write-audit';
import { CrudError } from '../crud-error';
import { validatePayload } from '../entity-validator';
import { message } from '../../messages';
import { dbValues, splitHookInputs, userChanges, withDefaults } from '../payload';
import { labelled } from '../labelled-rows';
import { saveManyReferences, unlinkDeletedTargets } from '../many-references';
import { answer, bodyOf, entityPath, parseIds, sellerOf, type EntityRouteContext } from '../route-kit';
import { deleteRows, findRows, insertRow } from '../row-store';
import { refuseNotEditable } from '../editable-in';
import { refuseLockedRows } from '../row-locks';
import { refuseMoveOutOfScope, refuseOutsideScope } from '../station-scope';
import { refuseBadSubRows } from '../sub-rows';
import { checkNoChildren } from '../tree-checks';
import { updateAudited } from '../update-audited';
import { applicantField } from '../../flow/approval-rule';
import type { LiveEvent } from '../../live/live-bus';
import { checkNotReferenced, checkReferences, checkUnique, refuseInvalid } from '../write-checks';

/** save, update and delete: validated first, then one audited transaction each. */
export function registerWriteRoutes(app: FastifyInstance, context: EntityRouteContext): void {
  const { db, bundle, entity, hooks } = context;
  const audit = (sellerId: number, userId: number, action: string) => ({
    sellerId,
    userId,
    entity: entity.name,
    action,
  });

  app.post(
    entityPath(entity, 'save'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.save)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const { body, inputs } = splitHookInputs(hooks?.inputs, bodyOf(request));
        const values = withDefaults(entity, userChanges(entity, body));
        refuseInvalid(entity, validatePayload(bundle, entity, 'create', values, locale), locale);
        refuseBadSubRows(bundle, entity, values, locale);
        const committed: LiveEvent[] = [];
        const publishAfterCommit = (event: LiveEvent) => void committed.push(event);
        const row = await db.transaction(async (tx) => {
          await refuseMoveOutOfScope(tx, request, context, values, locale);
          await checkUnique(tx, entity, sellerId, values, locale);
          await checkReferences(tx, bundle, entity, sellerId, values, locale);
          const hookArgs = { tx, bundle, entity, sellerId, userId: request.session!.userId, locale };
          // The applicant of an approval flow is whoever saves the application, never a value sent.
          const applicant = applicantField(entity);
          if (applicant) values[applicant] = request.session!.userId;
          await hooks?.beforeSave?.({
            ...hookArgs,
            operation: 'save',
            before: null,
            values,
            inputs,
            publishAfterCommit,
          });
          const after = await insertRow(tx, entity, sellerId, dbValues(entity, values));
          await refuseOutsideScope(tx, request, context, [Number(after.id)], locale, true);
          const links = await saveManyReferences(tx, bundle, entity, sellerId, Number(after.id), values, locale);
          const written = await hooks?.afterSave?.({ ...hookArgs, operation: 'save', before: null, after, inputs });
          await writeAudit(tx, {
            ...audit(sellerId, request.session!.userId, 'save'),
            rowId: Number(after.id),
            before: null,
            after: { ...after, ...links, ...written },
          });
          return after;
        });
        for (const event of committed) app.liveBus.publish(event);
        return (await labelled(db, bundle, entity, sellerId, row))[0];
      }),
  );

  app.post(
    entityPath(entity, 'update'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.update)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const { body, inputs } = splitHookInputs(hooks?.inputs, bodyOf(request));
        const [id] = parseIds({ id: body.id }, locale);
        const changes = userChanges(entity, body);
        refuseInvalid(entity, validatePayload(bundle, entity, 'update', changes, locale), locale);
        refuseBadSubRows(bundle, entity, changes, locale);
        const committed: LiveEvent[] = [];
        const publishAfterCommit = (event: LiveEvent) => void committed.push(event);
        const row = await db.transaction((tx) =>
          updateAudited(tx, { request, context, id, changes, inputs, locale, action: 'update', publishAfterCommit }),
        );
        for (const event of committed) app.liveBus.publish(event);
        return (await labelled(db, bundle, entity, sellerId, row))[0];
      }),
  );

  app.post(
    entityPath(entity, 'delete'),
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.delete)) },
    (request, reply) =>
      answer(request, reply, async (locale) => {
        const sellerId = sellerOf(request);
        const ids = parseIds(bodyOf(request), locale);
        const deleted = await db.transaction(async (tx) => {
          await refuseOutsideScope(tx, request, context, ids, locale);
          const stored = await findRows(tx, entity, sellerId, ids, true);
          refuseNotEditable(bundle, entity, stored, locale);
          refuseLockedRows(entity, stored, 'delete', request.session!.userId, locale);
          await checkNoChildren(tx, entity, sellerId, ids, locale);
          // Before deleting: the foreign keys would refuse it anyway, without saying what refers
          // (rows pointing at it, and rows listing it among their many references).
          await checkNotReferenced(tx, bundle, entity, sellerId, ids, locale);
          const userId = request.session!.userId;
          await hooks?.beforeDelete?.({ tx, bundle, entity, sellerId, userId, locale, rows: stored });
          // Links that go with their target (a deleted role leaves its users) go first.
          await unlinkDeletedTargets(tx, bundle, entity, sellerId, ids);
          const rows = await deleteRows(tx, entity, sellerId, ids);
          // One id that is not the caller's (or not there) and nothing is deleted.
          if (rows.length !== ids.length) {
            const found = new Set(rows.map((row) => Number(row.id)));
            const missing = ids.filter((id) => !found.has(id)).join(', ');
            throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'someNotFound', missing));
          }
          for (const before of rows) {
            const entry = audit(sellerId, request.session!.userId, 'delete');
            await writeAudit(tx, { ...entry, rowId: Number(before.id), before, after: null });
          }
          return rows.length;
        });
        return { deleted };
      }),
  );
}
