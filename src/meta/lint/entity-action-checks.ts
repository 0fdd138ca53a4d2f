import { OPERATION_ACTIONS, TEST_ACTION } from '../entity-actions';
import { STANDARD_ACTIONS } from '../model/common';
import type { EntityFile } from '../model/entity';
import type { LintContext, Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

const KNOWN = `${STANDARD_ACTIONS.join(', ')} or a declared status action`;

/** List buttons are known actions; status actions move between values of the status dictionary. */
export function checkEntityActions(ctx: LintContext, { file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const statusActions = entity.statusActions ?? [];
  const declared = new Set(statusActions.map((a) => a.name));
  for (const place of ['toolbar', 'rowActions', 'bulkActions'] as const) {
    (entity.list[place] ?? []).forEach((name, i) => {
      const at = pointer('list', place, i);
      // "move" (change a node's parent) is checked with the tree (presentation-checks).
      if (name === 'move' && place === 'rowActions') return;
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
