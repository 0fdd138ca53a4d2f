import { Ajv, type KeywordDefinition } from 'ajv';
import { isFileList } from '../files/file-value';
import { compareHolds, type CompareOp } from './compare-values';

/**
 * The text form of a number with at most `places` decimals (a whole number for 0). Formily
 * tests a pattern against String(value), so this one expression serves both validators.
 */
export const decimalsPattern = (places: number): string => (places > 0 ? `^-?\\d+(\\.\\d{1,${places}})?$` : '^-?\\d+$');

/** `maxDecimals: N`: a number with at most N digits after the point, as JavaScript writes it. */
export const maxDecimalsKeyword: KeywordDefinition = {
  keyword: 'maxDecimals',
  type: 'number',
  schemaType: 'number',
  validate: (places: number, data: number) => new RegExp(decimalsPattern(places)).test(String(data)),
  errors: false,
};

/** `fileUrls: true`: a list of uploaded-file URLs, the value shape of image and file fields. */
export const fileUrlsKeyword: KeywordDefinition = {
  keyword: 'fileUrls',
  type: 'array',
  schemaType: 'boolean',
  validate: (wanted: boolean, data: unknown) => !wanted || isFileList(data),
  errors: false,
};

/**
 * `crossField: { op, field }`: the value compared with the sibling field's value in the same
 * object (ajv hands the keyword its parent data).
 */
export const crossFieldKeyword: KeywordDefinition = {
  keyword: 'crossField',
  schemaType: 'object',
  validate: (
    rule: { op: CompareOp; field: string },
    data: unknown,
    _schema?: unknown,
    context?: { parentData?: unknown },
  ) => compareHolds(rule.op, data, (context?.parentData as Record<string, unknown> | undefined)?.[rule.field]),
  errors: false,
};

/**
 * The text starts with a date that exists (no 30 February) in years 1 to 9999, as PostgreSQL
 * stores them. The pattern beside it has already checked the shape.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `calendarDate: true`: date and datetime text names a day that exists. */
export const calendarDateKeyword: KeywordDefinition = {
  keyword: 'calendarDate',
  type: 'string',
  schemaType: 'boolean',
  validate: (enabled: boolean, data: string) => !enabled || isCalendarDate(data),
  errors: false,
};

/** An ajv instance that understands every keyword rule fragments use. */
export function createRuleAjv(): Ajv {
  // strictTypes off: rule fragments leave "type" to the field's type fragment beside them.
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  ajv.addKeyword(maxDecimalsKeyword);
  ajv.addKeyword(fileUrlsKeyword);
  ajv.addKeyword(crossFieldKeyword);
  ajv.addKeyword(calendarDateKeyword);
  return ajv;
}
