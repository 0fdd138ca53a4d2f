import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityFile } from '../../src/meta/model';
import { CHARGE_ORDER } from './testing/charge-order-entity';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

/**
 * A list entity with a secret, listed and exported on purpose (the linter refuses that in a
 * schema file): the server alone must keep the value from every answer, sheet and audit entry.
 */
const WITH_SECRET: EntityFile = {
  ...CHARGE_ORDER,
  fields: {
    ...CHARGE_ORDER.fields,
    apiKey: { type: 'string', title: { 'zh-CN': '接口密钥', 'en-US': 'API key' }, maxLength: 100, secret: true },
  },
  list: { ...CHARGE_ORDER.list, columns: [...CHARGE_ORDER.list.columns, 'apiKey'] },
  export: { fields: [...CHARGE_ORDER.export!.fields, 'apiKey'] },
};

const base = '/api/bill/chargeOrder';
const SECRET = 'sk-live-0123456789';
let t: CrudTestApp;
let one: SellerRows;
let id: number;

beforeAll(async () => {
  t = await createCrudTestApp({
    extend: (bundle) => ({ ...bundle, entities: new Map([...bundle.entities, [WITH_SECRET.name, WITH_SECRET]]) }),
  });
  one = await seedChargeOrders(t.db, '100001', 'A', 3);
  const saved = await t.post(
    `${base}/save`,
    { orderNo: 'S1', stationId: one.stationIds[0], amount: 100, startTime: '2025-03-01 08:00:00', apiKey: SECRET },
    t.tokens.admin1,
  );
  expect(saved.body.code).toBe(0);
  id = saved.body.data.id;
});
afterAll(() => t?.close());

const stored = async () =>
  (await t.db.query<{ api_key: string }>(`select api_key from charge_order where id = $1`, [id])).rows[0].api_key;

describe('a secret field of a list entity', () => {
  it('is never in save, get or page answers: only "set"', async () => {
    const got = await t.post(`${base}/get`, { id }, t.tokens.admin1);
    expect(got.body.data.$secrets).toEqual({ apiKey: true });
    expect(got.body.data).not.toHaveProperty('apiKey');
    const page = await t.post(`${base}/page`, { pageSize: 50 }, t.tokens.admin1);
    expect(JSON.stringify(page.body)).not.toContain(SECRET);
    expect(page.body.data.data.find((row: { id: number }) => row.id === id).$secrets).toEqual({ apiKey: true });
    expect(await stored()).toBe(SECRET);
  });

  it('is never in an exported sheet', async () => {
    const answer = await t.post(`${base}/export`, {}, t.tokens.admin1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.raw as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells.length).toBeGreaterThan(10);
    expect(cells.join('|')).not.toContain(SECRET);
  });

  it('survives an edit that sends it back empty or masked, and changes when a new one is sent', async () => {
    for (const apiKey of ['', '******', null]) {
      const answer = await t.post(`${base}/update`, { id, apiKey, memberMobile: '13812345678' }, t.tokens.admin1);
      expect(answer.body.code).toBe(0);
      expect(await stored()).toBe(SECRET);
    }
    await t.post(`${base}/update`, { id, apiKey: 'sk-rotated' }, t.tokens.admin1);
    expect(await stored()).toBe('sk-rotated');
  });

  it('is not written to the audit log', async () => {
    const { rows } = await t.db.query(`select before, after from audit_log where entity = 'chargeOrder'`);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(SECRET);
    expect(JSON.stringify(rows)).not.toContain('sk-rotated');
  });
});
