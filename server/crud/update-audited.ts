import type { FastifyRequest } from 'fastify';
import { API_CODES } from '../../src/meta/api-codes';
import type { Locale } from '../../src/meta/model';
import { writeAudit } from '../audit/write-audit';
import type { Queryable } from '../db/database';
import type { LiveEvent } from '../live/live-bus';
import { CrudError } from './crud-error';
import { refuseNotEditable } from './editable-in';
import { refuseApprovedMoneyChange, reopenOnEdit } from '../flow/approval-rule';
import { isTenant } from './entity-columns';
import { refuseLockedRows } from './row-locks';
import { validatePayload } from './entity-validator';
import { message } from '../messages';
import { saveManyReferences } from './many-references';
import type { Row } from './reference-labels';
import { sellerOf, type EntityRouteContext } from './route-kit';
import { dbValues } from './payload';
import { findRow, updateRow } from './row-store';
import { refuseMoveOutOfScope, refuseOutsideScope } from './station-scope';
import { checkTreeParent, lockTreeForMove } from './tree-checks';
import { checkReferences, checkUnique, refuseInvalid } from './write-checks';

export interface AuditedUpdate {
  request: FastifyRequest;
  context: EntityRouteContext;
  id: number;
  /** The fields to change, as the user sent them (already stripped of what users may not write). */
  changes: Record<string, unknown>;
  /** The hook's own inputs the request carried (EntityHooks.inputs). */
  inputs?: Record<string, unknown>;
  locale: Locale;
  /** What the audit log calls it: an edit, or a tree node moved under another parent. */
  action: 'update' | 'move';
  /** Where the hooks' live events wait for the commit (EntityHooks, publishAfterCommit). */
  publishAfterCommit?: (event: LiveEvent) => void;
}

/**
 * One row changed by a user, inside the caller's transaction: the row must be the caller's and
 * in its station scope before and after, pass the rules against its stored values, unique
 * fields, references and the tree; the entity's hooks run around the write, and the audit log
 * records it with the row as it was and became. Editing and moving a node are both this.
 */
export async function updateAudited(tx: Queryable, update: AuditedUpdate): Promise<Row> {
  const { request, context, id, changes, locale, action } = update;
  const inputs = update.inputs ?? {};
  const { bundle, entity, hooks } = context;
  const sellerId = sellerOf(request);
  const userId = request.session!.userId;
  await lockTreeForMove(tx, entity, sellerId, changes);
  const before = await findRow(tx, entity, sellerId, id, true);
  if (!before) throw new CrudError(API_CODES.NOT_FOUND, message(locale, 'notFound'));
  await refuseOutsideScope(tx, request, context, [id], locale);
  refuseNotEditable(bundle, entity, [before], locale);
  const transitionSeller = isTenant(entity) ? sellerId : null;
  if (!(await reopenOnEdit(tx, entity, transitionSeller, before, changes, userId)))
    await refuseApprovedMoneyChange(tx, entity, transitionSeller, before, changes, locale);
  refuseLockedRows(entity, [before], action === 'update' ? 'edit' : action, userId, locale);
  // Rules across fields compare a sent value with the stored one of a field not sent.
  refuseInvalid(entity, validatePayload(bundle, entity, 'update', changes, locale, before), locale);
  await refuseMoveOutOfScope(tx, request, context, changes, locale);
  await checkUnique(tx, entity, sellerId, changes, locale, id);
  await checkReferences(tx, bundle, entity, sellerId, changes, locale);
  await checkTreeParent(tx, entity, sellerId, id, changes, locale);
  const hookArgs = { tx, bundle, entity, sellerId, userId, locale };
  await hooks?.beforeSave?.({
    ...hookArgs,
    operation: 'update',
    before,
    values: changes,
    inputs,
    publishAfterCommit: update.publishAfterCommit,
  });
  const after = await updateRow(tx, entity, sellerId, id, dbValues(entity, changes));
  await refuseOutsideScope(tx, request, context, [id], locale, true);
  const links = await saveManyReferences(tx, bundle, entity, sellerId, id, changes, locale);
  const written = await hooks?.afterSave?.({ ...hookArgs, operation: 'update', before, after, inputs });
  await writeAudit(tx, {
    sellerId,
    userId,
    entity: entity.name,
    action,
    rowId: id,
    before,
    after: { ...after, ...links, ...written },
  });
  return after;
}
