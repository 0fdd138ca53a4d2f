import type { EntityFile } from '../meta/model';
import type { Row } from './data-provider';
import { formGroups } from './form-schema';

/** The editable values of a row: only the form's fields, so system fields are never sent back. */
export function toFormValues(entity: EntityFile, row: Row): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const group of formGroups(entity)) {
    for (const name of group.fields) {
      if (row[name] !== undefined) values[name] = row[name];
    }
  }
  return values;
}
