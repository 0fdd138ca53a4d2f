import type { DictionaryFile, FieldDef, FilterMode } from '../../src/meta/model';

/** integer and integer dictionary columns are PostgreSQL integer; money and references bigint. */
const INT4 = { min: -2147483648, max: 2147483647 };

/** A whole number within the range, from a number or its text, else undefined. */
function wholeNumber(value: unknown, range = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }) {
  const n = typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= range.min && n <= range.max ? n : undefined;
}

/** How a filter on a field matches when the schema does not say: chosen from its type. */
export function filterMode(field: FieldDef): FilterMode {
  if (field.filter) return field.filter as FilterMode;
  switch (field.type) {
    case 'string':
    case 'text':
      return 'contains';
    case 'integer':
    case 'number':
    case 'money':
    case 'date':
    case 'datetime':
      return 'range';
    default:
      return 'exact';
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A date-only bound of a datetime range means the whole day. */
export const isDateOnly = (value: unknown) => typeof value === 'string' && DATE.test(value);

/**
 * One filter value checked and converted for binding, or undefined when it does not fit the
 * field (refused with code 10 rather than failing inside the database).
 */
export function filterScalar(field: FieldDef, value: unknown, dictionary?: DictionaryFile): unknown {
  switch (field.type) {
    case 'integer':
      return wholeNumber(value, INT4);
    case 'money':
    case 'reference':
      return wholeNumber(value);
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
    }
    case 'dict':
      if (dictionary?.valueType === 'integer') return wholeNumber(value, INT4);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    case 'date':
      return typeof value === 'string' && DATE.test(value) ? value : undefined;
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')))
        ? value
        : undefined;
    case 'boolean':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      return undefined;
    case 'json':
      return undefined;
    default:
      return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }
}

/** A filter form sends empty inputs too: they filter nothing. */
export const isEmptyFilter = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.every((item) => item === null || item === undefined || item === ''));
