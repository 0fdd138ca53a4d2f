import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded the first time a workbook is read or written: it takes some 0.6 s to load,
 * which every start of the server (and every test file that builds one) would otherwise pay
 * whether or not anybody imports or exports anything.
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
