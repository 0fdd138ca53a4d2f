export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audited write changed, from the row before and after it: every field of a
 * created or deleted row, only the differing ones of an update. A value that is not a row
 * (a list of ids) is one change named "".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) return same(before, after) ? [] : [{ field: '', before, after }];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => !same(was[field], now[field]))
    .map((field) => ({ field, before: was[field], after: now[field] }));
}
