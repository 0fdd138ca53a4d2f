import dayjs from 'dayjs';
import type { MetaBundle } from '../../src/meta/bundle';
import type { FieldDef, Locale } from '../../src/meta/model';
import { message } from '../messages';
import { dictLabel, type ExcelColumn } from './excel-columns';
import { joinLabels } from './many-reference-cells';

export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MONEY_NUM_FMT = '0.00';

/** A number with the decimals its field shows on screen (`precision`), or as stored without one. */
function roundedAsShown(value: number, precision: number | undefined): number {
  if (precision === undefined || !Number.isFinite(value)) return value;
  const scale = 10 ** precision;
  return Math.round(value * scale) / scale;
}

/** The sheet's number format of a column: money in yuan, a number with its field's decimals. */
export function numberFormat(field: FieldDef): string | undefined {
  if (field.type === 'money') return MONEY_NUM_FMT;
  if (field.type === 'number' && field.precision !== undefined)
    return field.precision > 0 ? `0.${'0'.repeat(field.precision)}` : '0';
  return undefined;
}

/**
 * One stored value as a person reads it in a sheet: dictionary labels, money in yuan with two
 * decimals, numbers with the decimals the screen shows, dates as yyyy-MM-dd HH:mm:ss, reference
 * labels instead of ids.
 */
export function formatCell(
  bundle: MetaBundle,
  column: ExcelColumn,
  row: Record<string, unknown>,
  locale: Locale,
): string | number | boolean | null {
  const value = row[column.name];
  if (value === null || value === undefined) return null;
  const { field } = column;
  switch (field.type) {
    case 'dict':
      return dictLabel(bundle, field, value, locale) ?? String(value);
    case 'references':
      return joinLabels((row.$labels as Record<string, unknown> | undefined)?.[column.name], locale);
    case 'reference':
      return (row.$labels as Record<string, string> | undefined)?.[column.name] ?? null;
    case 'money':
      return Math.round((Number(value) / (field.moneyUnit ?? 100)) * 100) / 100;
    case 'boolean':
      return message(locale, value ? 'yes' : 'no');
    case 'datetime':
      return dayjs(value as Date | string).format(DATETIME_FORMAT);
    case 'date':
      return String(value);
    case 'integer':
      // A user id is exported as his name; the id when the user is gone.
      if (field.userRef) return (row.$labels as Record<string, string> | undefined)?.[column.name] ?? Number(value);
      return Number(value);
    case 'number':
      return roundedAsShown(Number(value), field.precision);
    case 'json':
      return JSON.stringify(value);
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
