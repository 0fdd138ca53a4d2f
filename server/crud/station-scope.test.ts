import ExcelJS from 'exceljs';
import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBody } from '../test-support/test-app';
import { stationPath } from './station-scope';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

/**
 * A user bound to one station sees and changes only that station's rows, in every generic
 * route of every entity that leads to a station: stations, piles (stationId), guns (pileId →
 * pile → station) and the charge orders of the test entity.
 */
let t: CrudTestApp;
let bound: string;
let orders: SellerRows;
let mine: number;
let other: number;

const ids = (page: { data: { data: { id: number }[] } }) =>
  page.data.data.map((row) => Number(row.id)).sort((a, b) => a - b);
const column = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ id: number }>(sql, params)).rows.map((row) => Number(row.id)).sort((a, b) => a - b);
const pilesOf = (station: number) => column(`select id from pile where station_id = $1`, [station]);
const gunsOf = (station: number) =>
  column(`select g.id from gun g join pile p on p.id = g.pile_id where p.station_id = $1`, [station]);
const all = async (url: string, token: string, body: object = {}) =>
  (await t.post(url, { pageSize: 500, ...body }, token)).body;

beforeAll(async () => {
  t = await createCrudTestApp();
  orders = await seedChargeOrders(t.db, '100001', 'S', 24);
  [mine, other] = orders.stationIds;
  const adminRole = await t.db.query<{ id: number }>(
    `select r.id from roles r join sellers s on s.id = r.seller_id where s.seller_number = '100001' and r.is_admin`,
  );
  const saved = await t.post(
    '/api/system/user/save',
    {
      account: 'siteBound',
      name: '场站用户',
      password: md5('Bound@1234567'),
      roleIds: [adminRole.rows[0].id],
      stationIds: [mine],
    },
    t.tokens.admin1,
  );
  expect(saved.body.code, saved.body.msg).toBe(0);
  bound = (await t.post('/api/system/login', loginBody('100001', 'siteBound', 'Bound@1234567'))).body.data.token;
  expect(bound).toBeTruthy();
});
afterAll(() => t?.close());

describe('which entities are station data', () => {
  it('follows reference fields to the station, the shortest way', () => {
    const of = (name: string) => stationPath(t.bundle, t.bundle.entities.get(name)!);
    expect(of('station')).toEqual([]);
    expect(of('pile')).toEqual(['stationId']);
    expect(of('gun')).toEqual(['pileId', 'stationId']);
    expect(of('chargeOrder')).toEqual(['stationId']);
    expect(of('pileType')).toBeUndefined();
  });
});

describe('reads', () => {
  it('lists only his station, its piles, guns and orders; an unbound user sees the whole seller', async () => {
    expect(ids(await all('/api/config/station/page', bound))).toEqual([mine]);
    expect(ids(await all('/api/config/pile/page', bound))).toEqual(await pilesOf(mine));
    expect(ids(await all('/api/config/gun/page', bound))).toEqual(await gunsOf(mine));
    const orderPage = await all('/api/bill/chargeOrder/page', bound);
    expect(orderPage.data.totalCount).toBe(orders.orderIds.length / orders.stationIds.length);
    expect(orderPage.data.data.every((row: { stationId: number }) => row.stationId === mine)).toBe(true);
    expect((await all('/api/config/station/page', t.tokens.admin1)).data.totalCount).toBe(orders.stationIds.length);
    // Filtering for another station finds nothing rather than widening the view.
    const filtered = await all('/api/config/pile/page', bound, { filters: { stationId: other } });
    expect(filtered.data.totalCount).toBe(0);
    // Pile types belong to no station: all of the seller's.
    const types = await all('/api/config/pileType/page', bound);
    expect(types.data.totalCount).toBe((await all('/api/config/pileType/page', t.tokens.admin1)).data.totalCount);
  });

  it('opens no row of another station', async () => {
    const [otherPile] = await pilesOf(other);
    const [otherGun] = await gunsOf(other);
    expect((await t.post('/api/config/station/get', { id: other }, bound)).body.code).toBe(11);
    expect((await t.post('/api/config/pile/get', { id: otherPile }, bound)).body.code).toBe(11);
    expect((await t.post('/api/config/gun/get', { id: otherGun }, bound)).body.code).toBe(11);
    expect((await t.post('/api/config/station/get', { id: mine }, bound)).body.data.id).toBe(mine);
  });

  it('offers only his rows in reference selects', async () => {
    const stations = (await t.post('/api/config/station/options', {}, bound)).body.data;
    expect(stations.map((o: { value: number }) => Number(o.value))).toEqual([mine]);
    const piles = (await t.post('/api/config/pile/options', { ids: await pilesOf(other) }, bound)).body.data;
    expect(piles).toEqual([]);
  });

  it('exports only his rows', async () => {
    const answer = await t.post('/api/config/pile/export', { pageSize: -1 }, bound);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw as unknown as ArrayBuffer);
    const exported: number[] = [];
    workbook.worksheets[0].eachRow((row, n) => {
      if (n > 1) exported.push(Number(row.getCell(1).value));
    });
    expect(exported.sort((a, b) => a - b)).toEqual(await pilesOf(mine));
  });
});

describe('writes', () => {
  it('changes, deletes and switches no row of another station, and nothing changes', async () => {
    const [otherPile] = await pilesOf(other);
    const [otherGun] = await gunsOf(other);
    const before = await t.db.query(`select name, enable_status from pile where id = $1`, [otherPile]);
    expect((await t.post('/api/config/pile/update', { id: otherPile, name: 'taken' }, bound)).body.code).toBe(11);
    expect((await t.post('/api/config/pile/disable', { ids: [otherPile] }, bound)).body.code).toBe(11);
    expect((await t.post('/api/config/station/disable', { ids: [other] }, bound)).body.code).toBe(11);
    expect((await t.post('/api/config/gun/prohibit', { ids: [otherGun] }, bound)).body.code).toBe(11);
    const [myGun] = await gunsOf(mine);
    expect((await t.post('/api/config/gun/delete', { ids: [myGun, otherGun] }, bound)).body.code).toBe(11);
    expect((await t.db.query(`select name, enable_status from pile where id = $1`, [otherPile])).rows).toEqual(
      before.rows,
    );
    expect(await gunsOf(other)).toContain(otherGun);
    expect(await gunsOf(mine)).toContain(myGun);
  });

  it('moves no row to another station and creates none outside his own', async () => {
    const [myPile] = await pilesOf(mine);
    const moved = await t.post('/api/config/pile/update', { id: myPile, stationId: other }, bound);
    expect(moved.body.code).toBe(10);
    expect(await pilesOf(mine)).toContain(myPile);
    const stations = await t.db.query(`select count(*)::int as n from station`);
    const newStation = await t.post('/api/config/station/save', { name: '新场站', code: 'NEW-1' }, bound);
    expect(newStation.body.code).toBe(10);
    expect((await t.db.query(`select count(*)::int as n from station`)).rows).toEqual(stations.rows);
    const row = { orderNo: 'B0001', memberMobile: '13900000001', amount: 100, startTime: '2025-05-01 08:00:00' };
    expect((await t.post('/api/bill/chargeOrder/save', { ...row, stationId: other }, bound)).body.code).toBe(10);
    expect((await t.post('/api/bill/chargeOrder/save', { ...row, stationId: mine }, bound)).body.code).toBe(0);
  });

  it('imports only rows of his stations: one other and nothing is written', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('import');
    sheet.addRow(['订单号', '场站', '会员手机号', '订单金额', '充电量', '开始时间', '结束时间', '已支付', '备注']);
    sheet.addRow(['B0101', orders.stationNames[0], '13900000001', 1, 1, '2025-05-01 08:00:00', '', '否', '']);
    sheet.addRow(['B0102', orders.stationNames[1], '13900000002', 1, 1, '2025-05-01 09:00:00', '', '否', '']);
    const count = async () => (await t.db.query(`select count(*)::int as n from charge_order`)).rows[0];
    const before = await count();
    const answer = await t.upload(
      '/api/bill/chargeOrder/import',
      Buffer.from(await workbook.xlsx.writeBuffer()),
      bound,
    );
    expect(answer.body.code).toBe(13);
    expect(answer.body.data.errors.map((e: { row: number }) => e.row)).toEqual([3]);
    expect(await count()).toEqual(before);
  });
});
