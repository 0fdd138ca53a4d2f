import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudTestApp, type CrudTestApp } from '../crud/testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from '../crud/testing/seed-charge-orders';

const base = '/api/bill/chargeOrder';
let t: CrudTestApp;
let one: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  one = await seedChargeOrders(t.db, '100001', 'A', 30);
});
afterAll(() => t?.close());

async function readSheet(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = ['订单号', '场站', '会员手机号', '订单金额', '充电量', '开始时间', '结束时间', '已支付', '备注'];
const count = async () => Number((await t.db.query('select count(*)::int as n from charge_order')).rows[0].n);

describe('export', () => {
  it('streams the filtered rows as .xlsx with labels, yuan and formatted dates', async () => {
    const answer = await t.post(
      `${base}/export`,
      { pageSize: -1, filters: { status: 1 }, sort: { field: 'amount', order: 'ascend' } },
      t.tokens.admin1,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E5%85%85%E7%94%B5%E8%AE%A2%E5%8D%95-\d{14}\.xlsx$/,
    );
    const [header, ...rows] = await readSheet(answer.raw);
    expect(header).toEqual([
      'ID',
      '订单号',
      '场站',
      '会员手机号',
      '订单状态',
      '订单金额',
      '充电量',
      '开始时间',
      '结束时间',
      '已支付',
      '创建时间',
    ]);
    // Status 1: orders 4, 8, …, 28, ascending by amount.
    expect(rows.map((row) => row[1])).toEqual(['A0004', 'A0008', 'A0012', 'A0016', 'A0020', 'A0024', 'A0028']);
    const [first] = rows;
    expect(first[2]).toBe(one.stationNames[one.stationIds.indexOf(one.stationIds[4 % one.stationIds.length])]);
    expect(first[4]).toBe('充电中');
    expect(first[5]).toBe(4);
    expect(first[6]).toBe(6);
    expect(first[7]).toBe('2025-01-01 04:00:00');
    expect(first[8]).toBe('2025-01-01 04:30:00');
    expect(first[9]).toBe('是');
    expect(String(first[10])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('writes English labels on request and pages through every row in keyset batches', async () => {
    const answer = await t.post(
      `${base}/export`,
      { pageSize: -1, locale: 'en-US', sort: { field: 'startTime', order: 'descend' } },
      t.tokens.admin1,
    );
    const [header, ...rows] = await readSheet(answer.raw);
    expect(header[4]).toBe('Order status');
    expect(rows).toHaveLength(30);
    expect(rows[0][1]).toBe('A0030');
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['Charging', 'Finished', 'Abnormal', 'Cancelled']));
    expect([rows[0][9], rows[1][9]]).toEqual(['Yes', 'No']);
  });

  it('answers a refused filter as JSON, not a file', async () => {
    const answer = await t.post(`${base}/export`, { filters: { remark: 'x' } }, t.tokens.admin1);
    expect(answer.body.code).toBe(10);
  });
});

describe('import', () => {
  it('writes nothing when one row is bad, and names that row and field', async () => {
    const before = await count();
    const file = await xlsx([
      HEADER,
      ['I0001', one.stationNames[0], '13900000001', 12.5, 3.2, '2025-05-01 08:00:00', '', '否', 'ok'],
      ['I0002', one.stationNames[0], '12345', 1, 1, '2025-05-01 09:00:00', '', '是', ''],
      ['I0003', '不存在的场站', '13900000003', 2, 1, 'soon', '', 'maybe', ''],
    ]);
    const answer = await t.upload(`${base}/import`, file, t.tokens.admin1);
    expect(answer.body.code).toBe(13);
    const errors = answer.body.data.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`);
    expect(errors).toEqual(expect.arrayContaining(['3:memberMobile', '4:stationId', '4:startTime', '4:paid']));
    expect(errors.some((e: string) => e.startsWith('2:'))).toBe(false);
    expect(await count()).toBe(before);
  });

  it('writes every row of a good file, converting labels, yuan and dates', async () => {
    const before = await count();
    const date = new Date(Date.UTC(2025, 4, 2, 9, 30, 0));
    const file = await xlsx([
      ['Order number', 'Station', 'Member mobile', 'Amount', 'Energy', 'Start time', 'End time', 'Paid', 'Remark'],
      ['I0001', one.stationNames[1], '13900000001', 12.5, 3.2, '2025-05-01 08:00:00', '', '否', 'ok'],
      ['I0002', one.stationNames[0], '', 0.1, '', date, '', 'yes', ''],
    ]);
    const answer = await t.upload(`${base}/import`, file, t.tokens.admin1);
    expect(answer.body).toMatchObject({ code: 0, data: { inserted: 2 } });
    expect(await count()).toBe(before + 2);
    const { rows } = await t.db.query(
      `select order_no, station_id, amount, paid, status, to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') as start
         from charge_order where order_no like 'I%' order by order_no`,
    );
    expect(rows).toEqual([
      {
        order_no: 'I0001',
        station_id: one.stationIds[1],
        amount: 1250,
        paid: false,
        status: 1,
        start: '2025-05-01 08:00:00',
      },
      {
        order_no: 'I0002',
        station_id: one.stationIds[0],
        amount: 10,
        paid: true,
        status: 1,
        start: '2025-05-02 09:30:00',
      },
    ]);
    const again = await t.upload(`${base}/import`, file, t.tokens.admin1);
    expect(again.body.code).toBe(13);
    expect(again.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['orderNo', 'orderNo']);
  });

  it('refuses a file without the header, too many rows, or that is no workbook', async () => {
    const noHeader = await t.upload(`${base}/import`, await xlsx([['订单号'], ['X1']]), t.tokens.admin1);
    expect(noHeader.body.code).toBe(13);
    expect(noHeader.body.msg).toContain('场站');
    const many = [
      HEADER,
      ...Array.from({ length: 51 }, (_, i) => [`M${i}`, one.stationNames[0], '', 1, 1, '2025-01-01 00:00:00']),
    ];
    const tooMany = await t.upload(`${base}/import`, await xlsx(many), t.tokens.admin1);
    expect(tooMany.body.code).toBe(13);
    expect(tooMany.body.msg).toContain('50');
    const junk = await t.upload(`${base}/import`, Buffer.from('not a workbook'), t.tokens.admin1);
    expect(junk.body.code).toBe(13);
  });

  it('offers a template whose header and example row import as they are', async () => {
    const template = await t.post(`${base}/importTemplate`, {}, t.tokens.admin1);
    expect(template.headers['content-type']).toContain('spreadsheetml.sheet');
    const [header, example] = await readSheet(template.raw);
    expect(header).toEqual(HEADER);
    expect(example[1]).toBe(one.stationNames[0]);
    example[0] = 'T0001';
    const answer = await t.upload(`${base}/import`, await xlsx([header, example]), t.tokens.admin1);
    expect(answer.body).toMatchObject({ code: 0, data: { inserted: 1 } });
  });
});
