import { API_CODES } from '../../src/meta/api-codes';
import { t, type EntityFile, type Locale, type StatusAction } from '../../src/meta/model';
import { formatMessage } from '../../src/meta/rules';
import { CrudError } from '../crud/crud-error';
import type { Row } from '../crud/reference-labels';
import { message } from '../messages';

/**
 * Refuses the action when a guard does not hold for the row: `notSameUserAs` names a field
 * stamped with a user id (the first approver), and the caller may not be that user.
 */
export function checkGuards(entity: EntityFile, action: StatusAction, row: Row, userId: number, locale: Locale): void {
  for (const guard of action.guards ?? []) {
    const holder = row[guard.notSameUserAs];
    if (holder === null || holder === undefined || Number(holder) !== userId) continue;
    const name = String(row[entity.labelField] ?? row.id);
    const field = entity.fields[guard.notSameUserAs];
    const text = guard.message
      ? formatMessage(guard.message, locale, [name])
      : message(
          locale,
          'sameUserStep',
          name,
          t(action.title, locale),
          field ? t(field.title, locale) : guard.notSameUserAs,
        );
    throw new CrudError(API_CODES.STATUS_NOT_ALLOWED, text, { id: row.id, field: guard.notSameUserAs });
  }
}
