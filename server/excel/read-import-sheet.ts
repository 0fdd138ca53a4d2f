import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { LOCALES, t, type EntityFile, type Locale } from '../../src/meta/model';
import { CrudError } from '../crud/crud-error';
import { listJoin, message } from '../messages';
import { API_CODES } from '../../src/meta/api-codes';
import { CellError, parseCell, plainCell } from './cell-parse';
import { excelColumns, type ExcelColumn } from './excel-columns';
import { loadExcelJs } from './load-exceljs';
import { MAX_UNZIPPED_BYTES, zipProblem } from './zip-bounds';

export const DEFAULT_MAX_IMPORT_ROWS = 5000;

/** No import has this many fields; a cell further right is a crafted file, not a template. */
export const MAX_IMPORT_COLUMNS = 200;

/**
 * How far down a sheet may reach: the header, the row limit, and as many blank rows again
 * (people leave gaps). Beyond it the file is refused before the rest is even read.
 */
export const lastImportRow = (maxRows: number) => 2 * maxRows + 1;

export interface SheetRow {
  /** 1-based sheet row; the header is row 1. */
  row: number;
  values: Record<string, unknown>;
  /** Reference cells still as labels, resolved to ids against the caller's rows. */
  referenceLabels: Record<string, string>;
}

/** The streaming reader's row: cells by column number, only those the file names. */
interface StreamedRow {
  number: number;
  cellCount: number;
  getCell(column: number): { value: ExcelJS.CellValue };
  eachCell(callback: (cell: { value: ExcelJS.CellValue }, column: number) => void): void;
}

const refusal = (text: string) => new CrudError(API_CODES.IMPORT_FAILED, text, { errors: [] });

/** Sheet column number of each import field, found by its title in either language or its name. */
function headerColumns(header: StreamedRow | undefined, columns: ExcelColumn[], locale: Locale): Map<string, number> {
  const found = new Map<string, number>();
  header?.eachCell((cell, number) => {
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

/**
 * Reads the rows of one sheet as they stream in, holding at most the row limit: a row past
 * the sheet's bounds or one data row too many stops the reading at once.
 */
async function readRows(
  bundle: MetaBundle,
  entity: EntityFile,
  sheetRows: AsyncIterable<StreamedRow>,
  locale: Locale,
): Promise<{ rows: SheetRow[]; errors: FieldError[] }> {
  const columns = excelColumns(entity, entity.import!.fields);
  const maxRows = entity.import!.maxRows ?? DEFAULT_MAX_IMPORT_ROWS;
  const lastRow = lastImportRow(maxRows);
  const rows: SheetRow[] = [];
  const errors: FieldError[] = [];
  let positions: Map<string, number> | undefined;
  for await (const sheetRow of sheetRows) {
    if (sheetRow.number > lastRow || sheetRow.cellCount > MAX_IMPORT_COLUMNS) {
      throw refusal(message(locale, 'importTooFar', lastRow, MAX_IMPORT_COLUMNS, maxRows));
    }
    if (sheetRow.number === 1) {
      positions = headerColumns(sheetRow, columns, locale);
      continue;
    }
    positions ??= headerColumns(undefined, columns, locale);
    const cells = columns.map((column) => sheetRow.getCell(positions!.get(column.name)!).value);
    if (cells.every((cell) => plainCell(cell) === null)) continue;
    if (rows.length >= maxRows) throw refusal(message(locale, 'importTooMany', maxRows));
    const row: SheetRow = { row: sheetRow.number, values: {}, referenceLabels: {} };
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
        errors.push({
          row: sheetRow.number,
          field: column.name,
          message: message(locale, 'badCell', title, error.text),
        });
      }
    });
    rows.push(row);
  }
  if (!positions) headerColumns(undefined, columns, locale);
  if (rows.length === 0 && errors.length === 0) throw refusal(message(locale, 'importEmpty'));
  return { rows, errors };
}

/**
 * The data rows of the file's first sheet as field values, plus the cells that could not be
 * read. The archive must unpack within a ceiling, and the sheet is streamed, never loaded
 * whole: a file of a few kilobytes can claim a million rows, and only the rows it really
 * holds, up to the limit, are ever built.
 */
export async function readImportSheet(
  bundle: MetaBundle,
  entity: EntityFile,
  file: Buffer,
  locale: Locale,
): Promise<{ rows: SheetRow[]; errors: FieldError[] }> {
  const problem = await zipProblem(file);
  if (problem === 'malformed') throw refusal(message(locale, 'importBadFile'));
  if (problem === 'tooLarge') {
    throw refusal(message(locale, 'importUnpacksTooLarge', MAX_UNZIPPED_BYTES / 1024 / 1024));
  }
  const input = Readable.from([file]);
  const excel = await loadExcelJs();
  const reader = new excel.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell date cells from numbers; hyperlinks and the rest are not needed.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      return await readRows(bundle, entity, sheet as unknown as AsyncIterable<StreamedRow>, locale);
    }
  } catch (error) {
    if (error instanceof CrudError) throw error;
    throw refusal(message(locale, 'importBadFile'));
  } finally {
    input.destroy();
  }
  throw refusal(message(locale, 'importBadFile'));
}
