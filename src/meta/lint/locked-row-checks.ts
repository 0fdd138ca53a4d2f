import { CALLER } from '../model/plain';
import type { EntityFile } from '../model/entity';
import type { Located } from './context';
import { pointer, problemsOf, type LintProblem } from './problem';

/** Actions a lock may keep off a row: the row's own buttons. */
function rowActionNames(entity: EntityFile): Set<string> {
  return new Set([
    'edit',
    'delete',
    ...(entity.tree ? ['move'] : []),
    ...(entity.statusActions ?? []).map((action) => action.name),
    ...(entity.customActions ?? []).filter((action) => action.row).map((action) => action.name),
  ]);
}

/** A lock names a field of the entity and actions a row has; "$user" needs a field of user ids. */
export function checkLockedRows({ file, value: entity }: Located<EntityFile>): LintProblem[] {
  const { problems, report } = problemsOf(file);
  const actions = rowActionNames(entity);
  (entity.lockedRows ?? []).forEach((lock, i) => {
    const field = lock.field === 'id' ? undefined : entity.fields[lock.field];
    if (lock.field !== 'id' && !field) {
      report(pointer('lockedRows', i, 'field'), `unknown field "${lock.field}": use "id" or a declared field`);
    }
    // The caller's id matches a user's own row, or a field declared to hold user ids.
    const holdsUserIds = lock.field === 'id' ? entity.name === 'user' : !!field?.userRef;
    if (lock.equals === CALLER && !holdsUserIds) {
      report(pointer('lockedRows', i, 'equals'), `"${CALLER}" compares a user id: "${lock.field}" holds none`);
    }
    lock.actions.forEach((action, j) => {
      if (!actions.has(action)) {
        report(
          pointer('lockedRows', i, 'actions', j),
          `"${action}" is no row action of this entity: use one of ${[...actions].join(', ')}`,
        );
      }
    });
  });
  return problems;
}
