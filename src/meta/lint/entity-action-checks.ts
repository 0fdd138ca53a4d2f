import { entityActions, OPERATION_ACTIONS, TEST_ACTION } from '../entity-actions';
import { STANDARD_ACTIONS } from '../model/common';
import type { EntityFile } from '../model/entity';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

const KNOWN = `${STANDARD_ACTIONS.join(', ')}, a declared status action or a declared custom action`;

/**
 * Custom actions: unique names that no status action or generic route takes, each needing an
 * action key the page has, so that a role can be given the button.
 */
function checkCustomActions(
  entity: EntityFile,
  statusNames: Set<string>,
  report: (at: string, message: string) => void,
) {
  const seen = new Set<string>();
  // A row action's verb is a key of its own; a toolbar action needs one the page already has.
  const keys = new Set(entityActions({ ...entity, customActions: [] }));
  (entity.customActions ?? []).forEach((action, i) => {
    const at = (part: string) => pointer('customActions', i, part);
    if (seen.has(action.name)) report(at('name'), `duplicate custom action "${action.name}"`);
    seen.add(action.name);
    if (statusNames.has(action.name) || action.name in OPERATION_ACTIONS || action.name === 'transitions')
      report(at('name'), `"${action.name}" is already a route of this entity; choose another name`);
    if (!action.row && !keys.has(action.action))
      report(at('action'), `"${action.action}" is not an action of this page: use one of ${[...keys].join(', ')}`);
    if (action.result?.when && !action.result.attention)
      report(pointer('customActions', i, 'result', 'when'), '"when" chooses "attention": declare it too');
  });
}

/** List buttons are known actions; status actions move between values of the status dictionary. */
export function checkEntityActions(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const statusActions = entity.statusActions ?? [];
  const declared = new Set(statusActions.map((a) => a.name));
  const custom = new Set((entity.customActions ?? []).filter((a) => !a.row).map((a) => a.name));
  const rowCustom = new Set((entity.customActions ?? []).filter((a) => a.row).map((a) => a.name));
  checkCustomActions(entity, declared, report);
  for (const place of ['toolbar', 'rowActions', 'bulkActions'] as const) {
    (entity.list[place] ?? []).forEach((name, i) => {
      const at = pointer('list', place, i);
      // A custom action runs over the whole list: a toolbar button; a row one, on each row.
      if (custom.has(name)) {
        if (place !== 'toolbar') report(at, `custom action "${name}" is a toolbar action`);
        return;
      }
      if (rowCustom.has(name)) {
        if (place !== 'rowActions') report(at, `custom action "${name}" is a row action`);
        return;
      }
      // "move" (change a node's parent) and "addChild" (a new node below) are checked with the
      // tree (presentation-checks).
      if ((name === 'move' || name === 'addChild') && place === 'rowActions') return;
      // "test" (a row's connection test) tries one row's host: a row button of an entity with a test.
      if (name === TEST_ACTION && !declared.has(name)) {
        if (place !== 'rowActions') report(at, '"test" is a row action');
        else if (!entity.test) report(at, 'action "test" needs a "test" definition');
        return;
      }
      if (!(STANDARD_ACTIONS as readonly string[]).includes(name) && !declared.has(name)) {
        report(at, `unknown action "${name}": use ${KNOWN}`);
      } else if ((name === 'import' || name === 'export') && !declared.has(name) && !entity[name]) {
        report(at, `action "${name}" needs an "${name}" definition`);
      }
    });
  }
  if (entity.editableIn && !entity.statusField) report('/editableIn', '"editableIn" needs a "statusField"');
  if (statusActions.length === 0 && !entity.editableIn) return problems;
  const status = entity.statusField ? entity.fields[entity.statusField] : undefined;
  if (!entity.statusField && statusActions.length > 0) report('/statusActions', 'status actions need a "statusField"');
  const dict = status?.dict ? ctx.dictionaryByName.get(status.dict) : undefined;
  const checkValue = (value: string | number, at: string) => {
    if (dict && !dict.items.some((item) => item.value === value)) {
      report(at, `${JSON.stringify(value)} is not a value of dictionary "${dict.name}"`);
    }
  };
  entity.editableIn?.forEach((value, i) => checkValue(value, pointer('editableIn', i)));
  const names = new Set<string>();
  statusActions.forEach((action, i) => {
    if (names.has(action.name)) report(pointer('statusActions', i, 'name'), `duplicate status action "${action.name}"`);
    names.add(action.name);
    if (action.name in OPERATION_ACTIONS) {
      report(pointer('statusActions', i, 'name'), `"${action.name}" is a generic operation; choose another name`);
    }
    action.from.forEach((value, j) => checkValue(value, pointer('statusActions', i, 'from', j)));
    if (action.to !== undefined) checkValue(action.to, pointer('statusActions', i, 'to'));
  });
  return problems;
}
