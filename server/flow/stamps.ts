import type { StatusAction } from '../../src/meta/model';

/** The row values an action stamps: the caller's user id for "$user", the time for "$now". */
export function stampValues(action: StatusAction, userId: number, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, stamp] of Object.entries(action.stamp ?? {})) {
    values[field] = stamp === '$user' ? userId : now.toISOString();
  }
  return values;
}
