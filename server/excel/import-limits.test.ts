import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudTestApp, type CrudTestApp } from '../crud/testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from '../crud/testing/seed-charge-orders';
import { lastImportRow, MAX_IMPORT_COLUMNS } from './read-import-sheet';
import { MAX_UNZIPPED_BYTES } from './zip-bounds';

// The charge order test entity imports at most 50 rows.
const MAX_ROWS = 50;
const base = '/api/bill/chargeOrder';
const HEADER = ['订单号', '场站', '会员手机号', '订单金额', '充电量', '开始时间', '结束时间', '已支付', '备注'];
let t: CrudTestApp;
let one: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  one = await seedChargeOrders(t.db, '100001', 'L', 3);
});
afterAll(() => t?.close());

const snapshot = async () =>
  (await t.db.query('select id, order_no, amount from charge_order order by id')).rows as unknown[];

const dataRow = (i: number) => [`F${i}`, one.stationNames[0], '', 1, 1, '2025-01-01 00:00:00'];

async function workbookWith(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(HEADER);
  fill(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(file: Buffer) {
  const started = performance.now();
  const answer = await t.upload(`${base}/import`, file, t.tokens.admin1);
  return { ...answer.body, seconds: (performance.now() - started) / 1000 };
}

describe('import bounds', () => {
  it('refuses a tiny file whose only data cell is at the last sheet row, quickly and writing nothing', async () => {
    const before = await snapshot();
    const file = await workbookWith((sheet) => {
      sheet.getCell('A1048576').value = 'far away';
    });
    expect(file.length).toBeLessThan(10_000);
    const answer = await upload(file);
    expect(answer.code).toBe(13);
    expect(answer.msg).toContain(`第 ${lastImportRow(MAX_ROWS)} 行`);
    // The whole sheet grid would take minutes and gigabytes; the streamed file stops at once.
    expect(answer.seconds).toBeLessThan(5);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a cell beyond the last import column', async () => {
    const before = await snapshot();
    const file = await workbookWith((sheet) => {
      sheet.addRow(dataRow(1));
      sheet.getCell('XFD2').value = 'far right';
    });
    const answer = await upload(file);
    expect(answer.code).toBe(13);
    expect(answer.msg).toContain(`第 ${MAX_IMPORT_COLUMNS} 列`);
    expect(await snapshot()).toEqual(before);
  });

  it('stops reading at the row limit: the broken rest of the sheet is never reached', async () => {
    const before = await snapshot();
    const full = await workbookWith((sheet) => {
      for (let i = 1; i <= MAX_ROWS + 5; i++) sheet.addRow(dataRow(i));
    });
    // Cut the sheet after one row too many, add a long row and leave the rest unterminated: a
    // reader that parsed the whole file would fail on the broken XML ("cannot be read").
    const zip = await JSZip.loadAsync(full);
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    const row = MAX_ROWS + 3;
    const cut = xml.indexOf(`<row r="${row}"`);
    expect(cut).toBeGreaterThan(0);
    const long = `<row r="${row}"><c r="I${row}" t="inlineStr"><is><t>${'x'.repeat(500_000)}</t></is></c></row>`;
    // Written anew with the workbook parts first, as spreadsheet programs write them (the
    // streaming reader needs the workbook before a sheet it reads as it arrives).
    const rebuilt = new JSZip();
    const sheetsLast = (name: string) => (name.startsWith('xl/worksheets/') ? 1 : 0);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
    for (const name of names.sort((a, b) => sheetsLast(a) - sheetsLast(b))) {
      const content =
        name === 'xl/worksheets/sheet1.xml'
          ? `${xml.slice(0, cut)}${long}<row r="${row + 1}"><c r="A`
          : await zip.file(name)!.async('nodebuffer');
      rebuilt.file(name, content);
    }
    const broken = await rebuilt.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const answer = await upload(broken);
    expect(answer.code).toBe(13);
    expect(answer.msg).toBe(`最多导入 ${MAX_ROWS} 行`);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an archive that unpacks beyond the ceiling, and one with entries the directory hides', async () => {
    const before = await snapshot();
    const zip = await JSZip.loadAsync(await workbookWith((sheet) => sheet.addRow(dataRow(1))));
    // A few hundred kilobytes that unpack to more than the ceiling.
    zip.file('xl/media/padding.bin', Buffer.alloc(MAX_UNZIPPED_BYTES + 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await upload(bomb);
    expect(answer.code).toBe(13);
    expect(answer.msg).toContain(`${MAX_UNZIPPED_BYTES / 1024 / 1024} MB`);
    // The same workbook with bytes slipped in before its first entry.
    const good = await workbookWith((sheet) => sheet.addRow(dataRow(1)));
    const smuggled = await upload(Buffer.concat([Buffer.from('PK\u0003\u0004hidden'), good]));
    expect(smuggled).toMatchObject({ code: 13, msg: '无法读取该文件，请使用导入模板' });
    expect(await snapshot()).toEqual(before);
  });

  it('still accepts blank rows between data rows within the bounds', async () => {
    const file = await workbookWith((sheet) => {
      sheet.getRow(MAX_ROWS + 10).values = dataRow(1);
    });
    const answer = await upload(file);
    expect(answer).toMatchObject({ code: 0, data: { inserted: 1 } });
  });
});
