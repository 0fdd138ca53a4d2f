import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * An export speaks the caller's language (the web app sends the one the person chose as
 * Accept-Language): headers, dictionary values, sheet and file name; numbers carry the
 * decimals the screen shows.
 */
let t: TestApp;
let token: string;
let billNo: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  // One finished bill with an energy of more decimals than the list shows (3).
  const { rows } = await t.db.query<{ bill_no: string }>(
    `update "bill" set "kwh" = 12.3456789, "stop_reason" = 'EVDisconnected', "bill_status" = 2
      where "id" = (select b."id" from "bill" b join "sellers" s on s."id" = b."seller_id"
                     where s."seller_number" = $1 order by b."start_time" desc limit 1)
      returning "bill_no"`,
    [DEMO.admin1.sellerNumber],
  );
  billNo = rows[0].bill_no;
});
afterAll(() => t?.close());

async function exportBill(language: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bill/bill/export',
    payload: { pageNo: 1, pageSize: -1, filters: { billNo } },
    headers: { authorization: token, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [header, ...data] = rows;
  const cell = (title: string) => data[0][header.indexOf(title)];
  const numFmt = (title: string) => sheet.getColumn(header.indexOf(title) + 1).numFmt;
  return { disposition: String(response.headers['content-disposition']), sheet, header, data, cell, numFmt };
}

describe('bill export', () => {
  it('is in Chinese for a Chinese session: headers, values, sheet and file name', async () => {
    const file = await exportBill('zh-CN');
    expect(file.disposition).toMatch(/filename\*=UTF-8''(.+)$/);
    const filename = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(file.disposition)![1]);
    expect(filename).toMatch(/^充电订单-\d{14}\.xlsx$/);
    expect(file.sheet.name).toBe('充电订单');
    expect(file.header).toContain('订单编号');
    expect(file.header).toContain('结束原因');
    expect(file.header).not.toContain('Bill number');
    expect(file.data).toHaveLength(1);
    expect(file.cell('订单编号')).toBe(billNo);
    expect(file.cell('订单状态')).toBe('已完成');
    expect(file.cell('结束原因')).toBe('车辆断开连接');
  });

  it('is in English for an English session', async () => {
    const file = await exportBill('en-US,en;q=0.9');
    const filename = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(file.disposition)![1]);
    expect(filename).toMatch(/^Charging bill-\d{14}\.xlsx$/);
    expect(file.sheet.name).toBe('Charging bill');
    expect(file.cell('Bill number')).toBe(billNo);
    expect(file.cell('Stop reason')).toBe('EV disconnected');
  });

  it('rounds numbers to the decimals the screen shows', async () => {
    const file = await exportBill('zh-CN');
    const energy = file.header.find((title) => String(title).startsWith('充电量'))!;
    expect(file.cell(String(energy))).toBe(12.346);
    expect(file.numFmt(String(energy))).toBe('0.000');
  });
});
