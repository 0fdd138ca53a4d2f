import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

const base = '/api/bill/chargeOrder';
let t: CrudTestApp;
let one: SellerRows;
let two: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  one = await seedChargeOrders(t.db, '100001', 'A', 12);
  two = await seedChargeOrders(t.db, '100002', 'B', 8);
});
afterAll(() => t?.close());

/** The whole charge order table, to prove a refused call changed nothing. */
const snapshot = async () => (await t.db.query('select * from charge_order order by id')).rows;

/** Every generic route that takes a row id, called by seller 2 with seller 1's rows. */
const ID_ROUTES: [string, (id: number) => object][] = [
  ['get', (id) => ({ id })],
  ['update', (id) => ({ id, remark: 'taken over' })],
  ['delete', (id) => ({ ids: [id] })],
  ['finish', (id) => ({ ids: [id] })],
  ['cancel', (id) => ({ id })],
];

describe('one seller never reaches another seller’s rows', () => {
  it.each(ID_ROUTES)('%s with a foreign id answers "not found" and changes nothing', async (op, body) => {
    const before = await snapshot();
    for (const id of one.orderIds) {
      const answer = await t.post(`${base}/${op}`, body(id), t.tokens.admin2);
      expect(answer.body.code, `${op} ${id}`).toBe(11);
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(['delete', 'finish', 'cancel'])('%s mixing own and foreign ids does nothing at all', async (op) => {
    const before = await snapshot();
    const own = two.orderIds.find((id, i) => i % 4 === 3)!; // status 1: finish and cancel would succeed
    const answer = await t.post(`${base}/${op}`, { ids: [own, one.orderIds[3]] }, t.tokens.admin2);
    expect(answer.body.code).toBe(11);
    expect(await snapshot()).toEqual(before);
  });

  it('guessing ids finds only the caller’s own rows', async () => {
    const found: number[] = [];
    for (let id = 1; id <= one.orderIds.length + two.orderIds.length + 5; id++) {
      const answer = await t.post(`${base}/get`, { id }, t.tokens.admin2);
      if (answer.body.code === 0) found.push(answer.body.data.id);
      else expect(answer.body.code).toBe(11);
    }
    expect(found.sort((a, b) => a - b)).toEqual(two.orderIds);
  });

  it('lists and counts only the caller’s rows, whatever the filters', async () => {
    const all = await t.post(`${base}/page`, { pageSize: 100 }, t.tokens.admin2);
    expect(all.body.data.totalCount).toBe(8);
    expect(all.body.data.data.every((row: { orderNo: string }) => row.orderNo.startsWith('B'))).toBe(true);
    const foreignStation = await t.post(`${base}/page`, { filters: { stationId: one.stationIds } }, t.tokens.admin2);
    expect(foreignStation.body.data.totalCount).toBe(0);
    const foreignNumber = await t.post(`${base}/page`, { filters: { orderNo: 'A00' } }, t.tokens.admin2);
    expect(foreignNumber.body.data.totalCount).toBe(0);
  });

  it('cannot hold a reference to another seller’s row, even one written behind the API’s back', async () => {
    // The foreign key covers (seller_id, station_id): the database refuses what the API checks.
    const id = two.orderIds[0];
    const before = (await t.post(`${base}/get`, { id }, t.tokens.admin2)).body.data.stationId;
    expect(two.stationIds).toContain(before);
    const write = t.db.query('update charge_order set station_id = $1 where id = $2', [one.stationIds[0], id]);
    await expect(write).rejects.toMatchObject({ code: '23503' });
    const row = (await t.post(`${base}/get`, { id }, t.tokens.admin2)).body.data;
    expect(row.stationId).toBe(before);
  });

  it('exports only the caller’s rows', async () => {
    const answer = await t.post(`${base}/export`, { pageSize: -1 }, t.tokens.admin2);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw as unknown as ArrayBuffer);
    const numbers = workbook.worksheets[0].getColumn(2).values.slice(2);
    expect(numbers.sort()).toEqual(['B0001', 'B0002', 'B0003', 'B0004', 'B0005', 'B0006', 'B0007', 'B0008']);
  });

  it('offers only the caller’s rows as reference options', async () => {
    const byId = await t.post('/api/config/station/options', { ids: one.stationIds }, t.tokens.admin2);
    expect(byId.body).toMatchObject({ code: 0, data: [] });
    const own = await t.post('/api/config/station/options', {}, t.tokens.admin2);
    expect(own.body.data.map((o: { value: number }) => o.value).sort((a: number, b: number) => a - b)).toEqual(
      two.stationIds.slice(-20),
    );
  });

  it('refuses a reference to another seller’s row and ignores a sellerId in the payload', async () => {
    const before = await snapshot();
    const payload = { orderNo: 'X1', amount: 100, startTime: '2025-02-01 10:00:00' };
    const foreign = await t.post(`${base}/save`, { ...payload, stationId: one.stationIds[0] }, t.tokens.admin2);
    expect(foreign.body.code).toBe(10);
    expect(foreign.body.data.errors).toEqual([expect.objectContaining({ field: 'stationId' })]);
    expect(await snapshot()).toEqual(before);
    const moved = await t.post(
      `${base}/update`,
      { id: two.orderIds[0], stationId: one.stationIds[0] },
      t.tokens.admin2,
    );
    expect(moved.body.code).toBe(10);
    expect(await snapshot()).toEqual(before);
    const own = { ...payload, stationId: two.stationIds[0], sellerId: one.sellerId };
    const saved = await t.post(`${base}/save`, own, t.tokens.admin2);
    expect(saved.body.code).toBe(0);
    const { rows } = await t.db.query('select seller_id from charge_order where id = $1', [saved.body.data.id]);
    expect(Number(rows[0].seller_id)).toBe(two.sellerId);
  });
});

describe('sessions and action keys', () => {
  const ALL_ROUTES = [
    'page',
    'get',
    'save',
    'update',
    'delete',
    'finish',
    'cancel',
    'export',
    'import',
    'importTemplate',
    'options',
  ];

  it.each(ALL_ROUTES)('%s without a token answers HTTP 401', async (op) => {
    expect((await t.post(`${base}/${op}`, {})).status).toBe(401);
  });

  it.each(['save', 'update', 'delete', 'finish', 'cancel', 'export', 'import', 'importTemplate'])(
    '%s by the read-only viewer answers HTTP 403 and writes nothing',
    async (op) => {
      const before = await snapshot();
      const answer = await t.post(
        `${base}/${op}`,
        { id: one.orderIds[0], ids: [one.orderIds[0]], orderNo: 'V1' },
        t.tokens.viewer1,
      );
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toContain(`chargeOrderManage:`);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('lets the viewer list and read', async () => {
    expect((await t.post(`${base}/page`, {}, t.tokens.viewer1)).body.code).toBe(0);
    expect((await t.post(`${base}/get`, { id: one.orderIds[0] }, t.tokens.viewer1)).body.code).toBe(0);
  });
});
