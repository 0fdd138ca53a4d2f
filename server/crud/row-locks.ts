import { API_CODES } from '../../src/meta/api-codes';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import { rowLock } from '../../src/meta/row-locks';
import { message } from '../messages';
import { CrudError } from './crud-error';
import type { Row } from './reference-labels';

/**
 * Refuses `action` on any of `rows` that the entity's `lockedRows` keep it off (the
 * administrator role, one's own account), with the lock's message or a generic one naming the
 * row. The web app hides those buttons; this is what holds for every caller.
 */
export function refuseLockedRows(
  entity: EntityFile,
  rows: readonly Row[],
  action: string,
  userId: number,
  locale: Locale,
): void {
  for (const row of rows) {
    const lock = rowLock(entity, row, action, userId);
    if (!lock) continue;
    const text = lock.message
      ? t(lock.message, locale)
      : message(locale, 'rowLocked', String(row[entity.labelField] ?? row.id));
    throw new CrudError(API_CODES.VALIDATION_FAILED, text, { id: row.id });
  }
}
