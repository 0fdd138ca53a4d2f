import type { CellValue } from 'exceljs';
import type { MetaBundle } from '../../src/meta/bundle';
import type { FieldDef } from '../../src/meta/model';

/** What a cell holds, whatever Excel wrapped it in (rich text, formula, hyperlink). */
export function plainCell(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') {
    return typeof value === 'string' && value.trim() === '' ? null : (value as string | number | boolean | Date);
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plainCell(value.result as CellValue);
  if ('text' in value) return plainCell(value.text as CellValue);
  if ('error' in value) return null;
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel has no time zones: a date cell is the wall-clock time written, which exceljs puts in UTC. */
const wallClock = (date: Date, withTime: boolean) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
  (withTime ? ` ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` : '');

const YES = new Set(['是', 'yes', 'y', 'true', '1']);
const NO = new Set(['否', 'no', 'n', 'false', '0']);

/** A parse failure: the cell's text, reported with the row and column. */
export class CellError {
  constructor(readonly text: string) {}
}

/**
 * A cell as the API value of a field: dictionary labels (either language) or values, yuan to
 * fen, dates as text. Reference labels are resolved later, against the caller's own rows.
 */
export function parseCell(bundle: MetaBundle, field: FieldDef, raw: CellValue): unknown {
  const value = plainCell(raw);
  if (value === null) return undefined;
  const text = value instanceof Date ? wallClock(value, field.type !== 'date') : String(value).trim();
  const number = () => {
    const n = typeof value === 'number' ? value : Number(text.replace(/,/g, ''));
    if (!Number.isFinite(n) || text === '') throw new CellError(text);
    return n;
  };
  switch (field.type) {
    case 'integer':
    case 'number':
      return number();
    case 'money': {
      // A money cell is refused, not rounded, when it holds a fraction of the smallest unit (fen).
      const units = number() * (field.moneyUnit ?? 100);
      if (Math.abs(units - Math.round(units)) > 1e-6) throw new CellError(text);
      return Math.round(units);
    }
    case 'boolean':
      if (YES.has(text.toLowerCase())) return true;
      if (NO.has(text.toLowerCase())) return false;
      throw new CellError(text);
    case 'date':
      if (!/^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/.test(text)) throw new CellError(text);
      return text.replace(/\//g, '-').replace(/-(\d)(?=-|$)/g, '-0$1');
    case 'datetime':
      if (Number.isNaN(Date.parse(text.replace(' ', 'T').replace(/\//g, '-')))) throw new CellError(text);
      return text.replace(/\//g, '-');
    case 'dict': {
      const items = bundle.dictionaries.get(field.dict ?? '')?.items ?? [];
      const item = items.find(
        (i) =>
          i.label['zh-CN'] === text ||
          i.label['en-US'].toLowerCase() === text.toLowerCase() ||
          String(i.value) === text,
      );
      if (!item) throw new CellError(text);
      return item.value;
    }
    // Several files in one cell, as the export writes them: URLs separated by commas.
    case 'image':
    case 'file':
      return String(value)
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== '');
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new CellError(text);
      }
    default:
      return text;
  }
}
