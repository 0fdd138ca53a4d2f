import { API_CODES } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale } from '../../src/meta/model';
import { CrudError } from './crud-error';
import { message } from '../messages';
import type { Row } from './reference-labels';
import { statusLabel } from './status-label';

/**
 * Refuses an edit or a delete of a row whose status is outside the entity's `editableIn`
 * (code 12, naming the row and its status): once approved or issued, a row changes only
 * through its status actions. The rows must have been read with a lock in the write's
 * transaction, so a status action committed meanwhile is seen.
 */
export function refuseNotEditable(bundle: MetaBundle, entity: EntityFile, rows: Row[], locale: Locale): void {
  const { editableIn, statusField } = entity;
  if (!editableIn || !statusField) return;
  for (const row of rows) {
    const current = row[statusField];
    if (editableIn.some((value) => String(value) === String(current))) continue;
    const name = String(row[entity.labelField] ?? row.id);
    throw new CrudError(
      API_CODES.STATUS_NOT_ALLOWED,
      message(locale, 'notEditableInStatus', name, statusLabel(bundle, entity, current, locale)),
      { id: row.id },
    );
  }
}
