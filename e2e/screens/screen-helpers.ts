import { type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

export const STATION_URL = '/business/stationManage/station';

export { ADMIN, login, VIEWER, type Credentials } from '../support/login';

/** The table rows currently shown (antd keeps a hidden measure row out of .ant-table-row). */
export const tableRows = (page: Page) => page.locator('.entity-list .ant-table-tbody > tr.ant-table-row');

/** The form field whose label is exactly `title`, inside the open drawer. */
export function formItem(page: Page, title: string): Locator {
  return page
    .locator('.ant-drawer .ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label label', { hasText: new RegExp(`^${title}$`) }) });
}

export const formInput = (page: Page, title: string) => formItem(page, title).locator('input, textarea').first();

/** The filter field whose label is exactly `title`. */
export const filterInput = (page: Page, title: string) =>
  page
    .locator('.entity-filter-form .ant-formily-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${title}$`) }) })
    .locator('input')
    .first();

/** Reads the first sheet of an .xlsx file into rows of cell texts. */
export async function readSheet(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

/** Writes an .xlsx file with a header row and data rows, as a user would fill the template. */
export async function writeSheet(path: string, header: string[], rows: (string | number)[][]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path);
}
