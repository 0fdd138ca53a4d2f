/** How a cross-field rule compares a field's value with another field's. */
export const COMPARE_OPS = ['gte', 'gt', 'lte', 'lt'] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];

const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A value as something to compare: numbers as they are, dates and times as milliseconds
 * ("yyyy-MM-dd HH:mm:ss" and ISO alike), numeric text as a number; anything else cannot be
 * compared (null), and the rule then leaves it to the field's own checks.
 */
export function comparable(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (DATE_OR_TIME.test(value)) {
    const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value.replace(' ', 'T'));
    return Number.isNaN(time) ? null : time;
  }
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Does the value stand in the relation to the other field's value? A missing or unreadable
 * other value makes no claim: the rule holds (its own rules demand it when it is required).
 */
export function compareHolds(op: CompareOp, value: unknown, other: unknown): boolean {
  const a = comparable(value);
  const b = comparable(other);
  if (a === null || b === null) return true;
  switch (op) {
    case 'gte':
      return a >= b;
    case 'gt':
      return a > b;
    case 'lte':
      return a <= b;
    case 'lt':
      return a < b;
  }
}

/**
 * The other field's value as formily's validator context gives it: the field of that name
 * beside this one in the form's data (at the top level, or in the same sub-table row).
 */
export function siblingValue(context: unknown, name: string): unknown {
  const ctx = context as {
    field?: { path?: { segments?: (string | number)[] } };
    form?: { values?: Record<string, unknown>; getValuesIn?: (path: string) => unknown };
  };
  const segments = ctx?.field?.path?.segments;
  if (segments && ctx.form?.getValuesIn) return ctx.form.getValuesIn([...segments.slice(0, -1), name].join('.'));
  return ctx?.form?.values?.[name];
}
