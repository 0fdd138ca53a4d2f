import { APPROVAL_SETTING_ENTITY } from '../model/approval';
import type { EntityFile } from '../model/entity';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/**
 * A status action that reads as an approval (approve, audit, redApprove…) but not a rejection:
 * it must be a step of the entity's `approval`, so that no approval escapes the four-eyes rule.
 */
export const looksLikeApproval = (name: string) => /approv|audit/i.test(name) && !/reject/i.test(name);

/**
 * The approval rule (`approval`): every approving action is a declared step; the applicant
 * field holds user ids; money fields exist; draft statuses belong to the status dictionary and
 * `editableIn` names only them; settling actions exist; a limit names a money field of the
 * approval settings and applies to a one-step flow.
 */
export function checkApproval(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const approval = entity.approval;
  const actions = entity.statusActions ?? [];
  const actionNames = new Set(actions.map((action) => action.name));
  actions.forEach((action, i) => {
    if (looksLikeApproval(action.name) && !approval?.steps.includes(action.name))
      report(
        pointer('statusActions', i, 'name'),
        `"${action.name}" approves: list it in "approval.steps" so the four-eyes rule applies to it`,
      );
  });
  if (!approval) return problems;
  const at = (...rest: (string | number)[]) => pointer('approval', ...rest);
  if (!entity.statusField) report(at(), '"approval" needs a "statusField"');
  approval.steps.forEach((step, i) => {
    if (!actionNames.has(step)) report(at('steps', i), `"${step}" is not a status action of this entity`);
  });
  (approval.settledBy ?? []).forEach((name, i) => {
    if (!actionNames.has(name)) report(at('settledBy', i), `"${name}" is not a status action of this entity`);
    else if (approval.steps.includes(name)) report(at('settledBy', i), `"${name}" is an approval step, not a payment`);
  });
  if (approval.appliedBy !== undefined) {
    const field = entity.fields[approval.appliedBy];
    if (!field) report(at('appliedBy'), `field "${approval.appliedBy}" is not declared`);
    else if (field.type !== 'integer' || !field.userRef)
      report(at('appliedBy'), `"${approval.appliedBy}" must hold a user id: an integer field with "userRef": true`);
  }
  approval.moneyFields.forEach((name, i) => {
    if (!entity.fields[name]) report(at('moneyFields', i), `field "${name}" is not declared`);
    else if (name === entity.statusField) report(at('moneyFields', i), 'the status is not a money field');
  });
  const status = entity.statusField ? entity.fields[entity.statusField] : undefined;
  const dict = status?.dict ? ctx.dictionaryByName.get(status.dict) : undefined;
  approval.draftIn.forEach((value, i) => {
    if (dict && !dict.items.some((item) => item.value === value))
      report(at('draftIn', i), `${JSON.stringify(value)} is not a value of dictionary "${dict.name}"`);
  });
  // Rows that no generic route edits or deletes (written by the server alone) need no limit.
  const edited = !entity.operations || entity.operations.some((op) => op === 'update' || op === 'delete');
  if (approval.reopenOnEdit) {
    if (entity.editableIn) report(at('reopenOnEdit'), 'an edit reopens the row: "editableIn" would refuse it instead');
  } else if (!entity.editableIn) {
    if (edited) report(at(), 'an approval flow needs "editableIn": the statuses in which a row may still be edited');
  } else {
    entity.editableIn.forEach((value, i) => {
      if (!approval.draftIn.includes(value))
        report(
          pointer('editableIn', i),
          `${JSON.stringify(value)} comes after an approval: a row is editable only in "approval.draftIn"`,
        );
    });
  }
  const limit = approval.secondLevelAbove;
  if (limit) {
    if (approval.steps.length !== 1)
      report(at('secondLevelAbove'), 'a limit applies to a one-step flow: two steps already take two users');
    limit.sum.forEach((name, i) => {
      if (entity.fields[name]?.type !== 'money')
        report(at('secondLevelAbove', 'sum', i), `"${name}" is no money field`);
    });
    const settings = ctx.entityByName.get(APPROVAL_SETTING_ENTITY);
    if (settings?.fields[limit.setting]?.type !== 'money')
      report(
        at('secondLevelAbove', 'setting'),
        `"${limit.setting}" is no money field of the "${APPROVAL_SETTING_ENTITY}" settings`,
      );
  }
  return problems;
}
