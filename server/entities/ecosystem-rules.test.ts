import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { stockSummary } from './machine-goods';
import { priceReadings } from './electricity-meter-fee';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t?.close());

const post = async (path: string, body: object) => (await t.call(path, { body, token: admin })).body;
const firstId = async (path: string) => (await post(`${path}/page`, { pageNo: 1, pageSize: 1 })).data.data[0].id;

describe('vending machine slots', () => {
  it('sums the stock and flags an empty or low slot', () => {
    const slot = (stock: number) => ({ slot: 1, goodsId: 1, capacity: 10, stock, price: 300 });
    expect(stockSummary([slot(5), slot(6)], 2)).toEqual({ totalStock: 11, stockStatus: 'NORMAL' });
    expect(stockSummary([slot(5), slot(2)], 2)).toEqual({ totalStock: 7, stockStatus: 'LOW' });
    expect(stockSummary([slot(5), slot(0)], 2)).toEqual({ totalStock: 5, stockStatus: 'EMPTY' });
  });

  it('works the status out on save, refuses a slot twice, and restocking fills every slot', async () => {
    const base = '/api/config/machineGoods';
    const id = await firstId(base);
    const { data: row } = await post(`${base}/get`, { id });
    const slots = row.slots.map((slot: { stock: number }, i: number) => ({ ...slot, stock: i === 0 ? 0 : 5 }));
    expect((await post(`${base}/update`, { id, slots })).code).toBe(0);
    expect((await post(`${base}/get`, { id })).data).toMatchObject({ stockStatus: 'EMPTY' });
    const twice = await post(`${base}/update`, { id, slots: [slots[0], { ...slots[1], slot: slots[0].slot }] });
    expect(twice.code).toBe(10);
    expect(twice.msg).toContain('重复');
    expect((await post(`${base}/restock`, { ids: [id] })).code).toBe(0);
    const { data: after } = await post(`${base}/get`, { id });
    expect(after.stockStatus).toBe('NORMAL');
    expect(after.slots.every((slot: { stock: number; capacity: number }) => slot.stock === slot.capacity)).toBe(true);
    expect(after.lastRestockAt).toBeTruthy();
  });
});

describe('meter charges', () => {
  // 1 yuan/kWh is 10000 in the price's unit; fees are fen.
  it('prices each period from the reading difference times the multiplier', () => {
    const priced = priceReadings(
      [
        { ratePeriod: 'Feng', startReading: 100, endReading: 110, price: 10_000 },
        { ratePeriod: 'Gu', startReading: 50, endReading: 55.5, price: 3_000 },
      ],
      40,
    );
    expect(priced.readings.map((r) => [r.kwh, r.fee])).toEqual([
      [400, 40_000],
      [220, 6_600],
    ]);
    expect(priced).toMatchObject({ totalKwh: 620, totalFee: 46_600 });
  });

  it('computes the totals on save, refuses a period twice, and is locked once confirmed', async () => {
    const meterId = await firstId('/api/config/electricityMeter');
    const { data: meter } = await post('/api/config/electricityMeter/get', { id: meterId });
    const base = '/api/config/electricityMeterFee';
    const reading = { ratePeriod: 'Ping', startReading: 10, endReading: 20, price: 7_000, kwh: 1, fee: 1 };
    const saved = await post(`${base}/save`, { meterId, month: '2026-01-01', readings: [reading], totalFee: 1 });
    expect(saved.code).toBe(0);
    expect(saved.data.totalKwh).toBe(10 * meter.multiplier);
    expect(saved.data.totalFee).toBe(Math.round((10 * meter.multiplier * 7_000) / 100));
    const twice = await post(`${base}/update`, { id: saved.data.id, readings: [reading, reading] });
    expect(twice.code).toBe(10);
    expect((await post(`${base}/confirm`, { ids: [saved.data.id] })).code).toBe(0);
    expect((await post(`${base}/update`, { id: saved.data.id, readings: [reading] })).code).toBe(12);
  });
});

describe('tags, interface errors and station pushes', () => {
  it('"compute now" counts the members holding the tag', async () => {
    const id = await firstId('/api/taglib/labelTag');
    const { rows } = await t.db.query<{ n: number }>(
      `select count(distinct mt.member_id)::int as n from member_tag_tag_ids j join member_tag mt on mt.id = j.owner_id
        where j.ref_id = $1 and (mt.expire_at is null or mt.expire_at >= current_date)`,
      [id],
    );
    await t.db.query(`update label_tag set cover_count = 0 where id = $1`, [id]);
    expect((await post('/api/taglib/labelTag/computeNow', { ids: [id] })).code).toBe(0);
    const { data } = await post('/api/taglib/labelTag/get', { id });
    expect(data.coverCount).toBe(rows[0].n);
    expect(data.lastComputedAt).toBeTruthy();
  });

  it('a retry is counted and a handled error keeps its note', async () => {
    const base = '/api/interflow/interfaceError';
    // The list opens on this month; the seeded errors may all lie before its first day.
    const filters = { status: 0, occurredAt: ['2000-01-01', '2999-12-31'] };
    const { data } = await post(`${base}/page`, { pageNo: 1, pageSize: 1, filters });
    const { id, retryCount } = data.data[0];
    expect((await post(`${base}/retry`, { ids: [id] })).code).toBe(0);
    expect((await post(`${base}/get`, { id })).data).toMatchObject({ status: 1, retryCount: retryCount + 1 });
    expect((await post(`${base}/markHandled`, { ids: [id], input: {} })).code).not.toBe(0);
    expect((await post(`${base}/markHandled`, { ids: [id], input: { handleNote: '已重推成功' } })).code).toBe(0);
    expect((await post(`${base}/get`, { id })).data).toMatchObject({ status: 2, handleNote: '已重推成功' });
  });

  it('pushing a station counts the attempt', async () => {
    const base = '/api/config/interconnectionStation';
    const { data } = await post(`${base}/page`, { pageNo: 1, pageSize: 1, filters: { pushStatus: 4 } });
    const { id, pushCount } = data.data[0];
    expect((await post(`${base}/repush`, { ids: [id] })).code).toBe(0);
    expect((await post(`${base}/get`, { id })).data).toMatchObject({ pushStatus: 3, pushCount: pushCount + 1 });
  });
});

describe('write-only keys', () => {
  it('never answers a stored secret, and an empty one keeps it', async () => {
    const base = '/api/config/interconnectionEnterprise';
    const id = await firstId(base);
    const { data } = await post(`${base}/get`, { id });
    expect(data.sigSecret).toBeUndefined();
    expect(data.$secrets).toMatchObject({ operatorSecret: true, sigSecret: true });
    expect((await post(`${base}/update`, { id, sigSecret: '', name: data.name })).code).toBe(0);
    const { rows } = await t.db.query<{ s: string }>(
      `select sig_secret as s from interconnection_enterprise where id = $1`,
      [id],
    );
    expect(rows[0].s).toBeTruthy();
    const page = await post(`${base}/page`, { pageNo: 1, pageSize: 50 });
    expect(JSON.stringify(page.data)).not.toContain(rows[0].s);
  });
});
