import type { FieldDef } from '../meta/model';
import type { Row } from './data-provider';

type SubRow = Record<string, unknown>;

/**
 * The rows a table with `sub.rowsFrom` starts with in a form opened on `record`: one per value
 * of the record's references field (an inspection's checklist items), in its order, each the
 * row the record already holds for that value or a new one naming it. Rows for values no longer
 * in the field are left out. Undefined for a table without `rowsFrom`.
 */
export function startingRows(name: string, field: FieldDef, record: Row): SubRow[] | undefined {
  const from = field.sub?.rowsFrom;
  if (!from) return undefined;
  const values = Array.isArray(record[from.field]) ? (record[from.field] as unknown[]) : [];
  const held = Array.isArray(record[name]) ? (record[name] as SubRow[]) : [];
  return values.map((value) => held.find((row) => String(row?.[from.key]) === String(value)) ?? { [from.key]: value });
}

/** The starting values of a form's tables that start from the record (`sub.rowsFrom`). */
export function startingValues(fields: Record<string, FieldDef>, record: Row): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const rows = startingRows(name, field, record);
    if (rows) values[name] = rows;
  }
  return values;
}

/** Whether a form has a table that starts from the record it is opened on. */
export const startsFromRecord = (fields: Record<string, FieldDef>) =>
  Object.values(fields).some((field) => field.sub?.rowsFrom !== undefined);
