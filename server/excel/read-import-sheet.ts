import type ExcelJS from 'exceljs';
import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { LOCALES, t, type EntityFile, type Locale } from '../../src/meta/model';
import { CrudError } from '../crud/crud-error';
import { listJoin, message } from '../crud/messages';
import { API_CODES } from '../../src/meta/api-codes';
import { CellError, parseCell, plainCell } from './cell-parse';
import { excelColumns, type ExcelColumn } from './excel-columns';

export const DEFAULT_MAX_IMPORT_ROWS = 5000;

export interface SheetRow {
  /** 1-based sheet row; the header is row 1. */
  row: number;
  values: Record<string, unknown>;
  /** Reference cells still as labels, resolved to ids against the caller's rows. */
  referenceLabels: Record<string, string>;
}

/** Sheet column number of each import field, found by its title in either language or its name. */
function headerColumns(sheet: ExcelJS.Worksheet, columns: ExcelColumn[], locale: Locale): Map<string, number> {
  const found = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, number) => {
    const text = String(plainCell(cell.value) ?? '')
      .trim()
      .replace(/^\*/, '');
    const column = columns.find((c) => c.name === text || LOCALES.some((l) => t(c.title, l) === text));
    if (column && !found.has(column.name)) found.set(column.name, number);
  });
  const missing = columns.filter((c) => !found.has(c.name)).map((c) => t(c.title, locale));
  if (missing.length > 0) {
    throw new CrudError(API_CODES.IMPORT_FAILED, message(locale, 'importHeader', listJoin(locale, missing)), {
      errors: missing.map((title) => ({ row: 1, field: title, message: message(locale, 'importHeader', title) })),
    });
  }
  return found;
}

/** The data rows of the first sheet as field values, plus the cells that could not be read. */
export function readImportSheet(
  bundle: MetaBundle,
  entity: EntityFile,
  workbook: ExcelJS.Workbook,
  locale: Locale,
): { rows: SheetRow[]; errors: FieldError[] } {
  const sheet = workbook.worksheets[0];
  const importDef = entity.import!;
  const columns = excelColumns(entity, importDef.fields);
  if (!sheet) throw new CrudError(API_CODES.IMPORT_FAILED, message(locale, 'importBadFile'), { errors: [] });
  const positions = headerColumns(sheet, columns, locale);
  const rows: SheetRow[] = [];
  const errors: FieldError[] = [];
  const maxRows = importDef.maxRows ?? DEFAULT_MAX_IMPORT_ROWS;
  for (let number = 2; number <= sheet.rowCount; number++) {
    const sheetRow = sheet.getRow(number);
    const cells = columns.map((column) => sheetRow.getCell(positions.get(column.name)!).value);
    if (cells.every((cell) => plainCell(cell) === null)) continue;
    if (rows.length >= maxRows) {
      throw new CrudError(API_CODES.IMPORT_FAILED, message(locale, 'importTooMany', maxRows), { errors: [] });
    }
    const row: SheetRow = { row: number, values: {}, referenceLabels: {} };
    columns.forEach((column, i) => {
      try {
        const value = parseCell(bundle, column.field, cells[i]);
        if (value === undefined) return;
        if (column.field.type === 'reference' || column.field.type === 'references')
          row.referenceLabels[column.name] = String(value);
        else row.values[column.name] = value;
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        const title = t(column.title, locale);
        errors.push({ row: number, field: column.name, message: message(locale, 'badCell', title, error.text) });
      }
    });
    rows.push(row);
  }
  if (rows.length === 0 && errors.length === 0) {
    throw new CrudError(API_CODES.IMPORT_FAILED, message(locale, 'importEmpty'), { errors: [] });
  }
  return { rows, errors };
}
