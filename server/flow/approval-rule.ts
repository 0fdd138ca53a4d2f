import { API_CODES } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { APPROVAL_SETTING_ENTITY, t, type EntityFile, type Locale, type StatusAction } from '../../src/meta/model';
import { CrudError } from '../crud/crud-error';
import type { Row } from '../crud/reference-labels';
import { singleStore } from '../crud/settings-store';
import type { Queryable } from '../db/database';
import { recordTransition } from './transitions';
import { message, type MessageKey } from '../messages';

/** One approval given to a row and still standing: who gave which step, and the values approved. */
export interface StandingApproval {
  action: string;
  userId: number;
  approved: Record<string, unknown>;
}

/** What a status action's run adds to the approval rule: the values approved, and whether it is held. */
export interface ApprovalOutcome {
  /** The approved values, recorded with the step's transition (null for other actions). */
  approved: Record<string, unknown> | null;
  /** A first approval above the seller's limit: recorded, the row keeps its status for a second user. */
  held: boolean;
}

const comparable = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The values of a row's money fields as the approvers see them. */
export function approvedValues(entity: EntityFile, row: Row): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of entity.approval?.moneyFields ?? []) values[name] = row[name] ?? null;
  return values;
}

/** The first money field whose value differs between the two, if any. */
export function changedMoneyField(entity: EntityFile, approved: Row, now: Row): string | undefined {
  return (entity.approval?.moneyFields ?? []).find((name) => comparable(approved[name]) !== comparable(now[name]));
}

/**
 * The approvals a row holds now: the steps recorded since it last entered a draft status by an
 * action that is not a step itself (an application sent back, a rework, a red invoice applied
 * for), oldest first.
 */
export async function standingApprovals(
  db: Queryable,
  entity: EntityFile,
  sellerId: number | null,
  rowId: number,
): Promise<StandingApproval[]> {
  const approval = entity.approval;
  if (!approval) return [];
  const { rows } = await db.query<{ action: string; user_id: number; to_status: string | null; approved: unknown }>(
    `select action, user_id, to_status, approved from status_transitions
      where seller_id is not distinct from $1 and entity = $2 and row_id = $3 order by id`,
    [sellerId, entity.name, rowId],
  );
  const drafts = new Set(approval.draftIn.map(String));
  let standing: StandingApproval[] = [];
  for (const row of rows) {
    if (approval.steps.includes(row.action)) {
      const approved = typeof row.approved === 'string' ? JSON.parse(row.approved) : row.approved;
      standing.push({ action: row.action, userId: Number(row.user_id), approved: approved ?? {} });
    } else if (row.to_status !== null && drafts.has(row.to_status)) {
      standing = [];
    }
  }
  return standing;
}

const refusal = (locale: Locale, key: MessageKey, row: Row, entity: EntityFile, ...args: unknown[]) =>
  new CrudError(API_CODES.STATUS_NOT_ALLOWED, message(locale, key, rowName(entity, row), ...args), { id: row.id });

const rowName = (entity: EntityFile, row: Row) => String(row[entity.labelField] ?? row.id);
const actionTitle = (entity: EntityFile, name: string, locale: Locale) => {
  const action = entity.statusActions?.find((a) => a.name === name);
  return action ? t(action.title, locale) : name;
};
const fieldTitle = (entity: EntityFile, name: string, locale: Locale) =>
  entity.fields[name] ? t(entity.fields[name].title, locale) : name;

/** The seller's limit above which a one-step approval needs a second user, or null for none. */
async function secondLevelLimit(db: Queryable, bundle: MetaBundle, setting: string, sellerId: number) {
  const settings = bundle.entities.get(APPROVAL_SETTING_ENTITY);
  if (!settings) return null;
  const value = (await singleStore.read(db, settings, sellerId))[setting];
  return value === null || value === undefined || value === '' ? null : Number(value);
}

export interface ApprovalCheck {
  db: Queryable;
  bundle: MetaBundle;
  entity: EntityFile;
  action: StatusAction;
  row: Row;
  sellerId: number;
  /** The seller the transitions are kept under (null for an entity without tenant rows). */
  transitionSeller: number | null;
  userId: number;
  locale: Locale;
}

/**
 * The approval rule for one row about to run a status action, refusing it with a reason in the
 * caller's language:
 * - an approval step is not given by the applicant, nor by a user who gave one of the row's
 *   standing approvals (two levels, two users; the administrator as anyone else); above the
 *   seller's limit, a one-step flow's first approval is held for a second user;
 * - a settling action (pay, post) needs a standing approval whose values the row still carries.
 */
export async function checkApprovalRule(check: ApprovalCheck): Promise<ApprovalOutcome> {
  const { db, bundle, entity, action, row, userId, locale } = check;
  const approval = entity.approval;
  const none: ApprovalOutcome = { approved: null, held: false };
  if (!approval) return none;
  const isStep = approval.steps.includes(action.name);
  const settles = approval.settledBy?.includes(action.name) ?? false;
  if (!isStep && !settles) return none;
  const standing = await standingApprovals(db, entity, check.transitionSeller, Number(row.id));
  const title = t(action.title, locale);
  if (settles) {
    const last = standing.at(-1);
    if (!last) throw refusal(locale, 'notApprovedYet', row, entity, title);
    const changed = changedMoneyField(entity, last.approved, row);
    if (changed)
      throw refusal(locale, 'approvedValuesChanged', row, entity, fieldTitle(entity, changed, locale), title);
    return none;
  }
  const applicant = approval.appliedBy ? row[approval.appliedBy] : null;
  if (applicant !== null && applicant !== undefined && Number(applicant) === userId)
    throw refusal(locale, 'approvalByApplicant', row, entity, title);
  const earlier = standing.find((step) => step.userId === userId);
  if (earlier)
    throw refusal(locale, 'approvalSameUser', row, entity, actionTitle(entity, earlier.action, locale), title);
  const limit = approval.secondLevelAbove;
  let held = false;
  if (limit && !standing.some((step) => step.action === action.name)) {
    const above = await secondLevelLimit(db, bundle, limit.setting, check.sellerId);
    const sum = limit.sum.reduce((total, name) => total + Number(row[name] ?? 0), 0);
    held = above !== null && sum > above;
  }
  return { approved: approvedValues(entity, row), held };
}

/**
 * An edit of a row that holds a standing approval may not change a money field: what was
 * approved stays what is paid. Refused naming the field; other fields may still change where
 * the status allows an edit at all (`editableIn`).
 */
export async function refuseApprovedMoneyChange(
  db: Queryable,
  entity: EntityFile,
  transitionSeller: number | null,
  before: Row,
  changes: Record<string, unknown>,
  locale: Locale,
): Promise<void> {
  if (!entity.approval) return;
  const changed = entity.approval.moneyFields.filter(
    (name) => name in changes && comparable(changes[name]) !== comparable(before[name]),
  );
  if (changed.length === 0) return;
  const standing = await standingApprovals(db, entity, transitionSeller, Number(before.id));
  if (standing.length === 0) return;
  throw refusal(locale, 'approvedFieldLocked', before, entity, fieldTitle(entity, changed[0], locale));
}

/** The field a save fills with the caller as the applicant: `appliedBy`, unless an action stamps it. */
export function applicantField(entity: EntityFile): string | undefined {
  const field = entity.approval?.appliedBy;
  if (!field) return undefined;
  const stamped = (entity.statusActions ?? []).some((action) => action.stamp?.[field] === '$user');
  return stamped ? undefined : field;
}

/** The transition an edit records when it reopens an approved row (`approval.reopenOnEdit`). */
export const REOPEN_ACTION = 'edit';

/**
 * `reopenOnEdit`: an edit of a row past its draft statuses, or holding an approval, sends it
 * back to its first draft status (written with the edit) and records the move, which clears its
 * standing approvals. Answers whether it did; other entities are left to the refusals.
 */
export async function reopenOnEdit(
  tx: Queryable,
  entity: EntityFile,
  transitionSeller: number | null,
  before: Row,
  changes: Record<string, unknown>,
  userId: number,
): Promise<boolean> {
  const approval = entity.approval;
  const status = entity.statusField;
  if (!approval?.reopenOnEdit || !status || Object.keys(changes).every((name) => name === 'id')) return false;
  const inDraft = approval.draftIn.some((value) => String(value) === String(before[status]));
  if (inDraft && (await standingApprovals(tx, entity, transitionSeller, Number(before.id))).length === 0) return false;
  const draft = approval.draftIn[0];
  changes[status] = draft;
  await recordTransition(tx, {
    sellerId: transitionSeller,
    entity: entity.name,
    rowId: Number(before.id),
    action: REOPEN_ACTION,
    from: before[status],
    to: draft,
    userId,
    input: {},
  });
  return true;
}
