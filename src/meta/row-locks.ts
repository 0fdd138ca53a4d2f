import type { EntityFile, LockedRows } from './model';
// The plain module: the model's index would bring its TypeBox schemas into the list's code.
import { CALLER } from './model/plain';

/**
 * The lock of `entity.lockedRows` that keeps `action` off `row`, if any: the web app hides the
 * button there and the server refuses the action, with the same answer on both sides.
 */
export function rowLock(
  entity: Pick<EntityFile, 'lockedRows'>,
  row: Record<string, unknown>,
  action: string,
  userId: number | undefined,
): LockedRows | undefined {
  return entity.lockedRows?.find((lock) => {
    if (!lock.actions.includes(action)) return false;
    const wanted = lock.equals === CALLER ? userId : lock.equals;
    return wanted !== undefined && String(row[lock.field]) === String(wanted);
  });
}
