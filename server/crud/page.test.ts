import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_ORDER } from './testing/charge-order-entity';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';
import { buildSelection, queryPage } from './page-query';
import { labelColumns, liftLabels } from './inline-labels';
import type { EntityFile } from '../../src/meta/model';

const PAGE = '/api/bill/chargeOrder/page';
let t: CrudTestApp;
let mine: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  mine = await seedChargeOrders(t.db, '100001', 'A', 40);
  await seedChargeOrders(t.db, '100002', 'B', 30);
});
afterAll(() => t?.close());

const page = async (body: object) => (await t.post(PAGE, body, t.tokens.admin1)).body;
const orderNos = (rows: { orderNo: string }[]) => rows.map((row) => row.orderNo);

describe('page', () => {
  it('answers newest first by default, with the total, camelCase rows and reference labels', async () => {
    const answer = await page({ pageNo: 1, pageSize: 5 });
    expect(answer.code).toBe(0);
    expect(answer.data.totalCount).toBe(40);
    expect(answer.data.totalCapped).toBe(false);
    expect(orderNos(answer.data.data)).toEqual(['A0040', 'A0039', 'A0038', 'A0037', 'A0036']);
    const row = answer.data.data[0];
    expect(row).toMatchObject({ amount: 4000, status: 1, paid: true, memberMobile: '13800000040' });
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'createdAt', 'updatedAt', 'startTime']));
    expect(row.$labels.stationId).toBe(mine.stationNames[mine.stationIds.indexOf(row.stationId)]);
  });

  it('pages without repeating rows', async () => {
    const first = await page({ pageNo: 1, pageSize: 15 });
    const third = await page({ pageNo: 3, pageSize: 15 });
    expect(third.data.pageNo).toBe(3);
    expect(third.data.data).toHaveLength(10);
    expect(orderNos(third.data.data).at(-1)).toBe('A0001');
    expect(new Set([...orderNos(first.data.data), ...orderNos(third.data.data)]).size).toBe(25);
  });

  it('filters by contains, dictionary lists, ranges and exact values', async () => {
    expect((await page({ filters: { orderNo: 'a003' } })).data.totalCount).toBe(10);
    expect((await page({ filters: { status: [2, 3] } })).data.totalCount).toBe(20);
    expect((await page({ filters: { status: 1 } })).data.totalCount).toBe(10);
    expect((await page({ filters: { amount: [1000, 1500] } })).data.totalCount).toBe(6);
    expect((await page({ filters: { amount: [3901, null] } })).data.totalCount).toBe(1);
    expect((await page({ filters: { paid: true } })).data.totalCount).toBe(20);
    expect(
      (await page({ filters: { startTime: ['2025-01-01 05:00:00', '2025-01-01 07:00:00'] } })).data.totalCount,
    ).toBe(3);
    expect((await page({ filters: { startTime: [null, '2025-01-01'] } })).data.totalCount).toBe(23);
    expect((await page({ filters: { stationId: mine.stationIds[0] } })).data.totalCount).toBeGreaterThan(0);
    expect((await page({ filters: { orderNo: '', status: [], amount: [null, null] } })).data.totalCount).toBe(40);
  });

  it('treats LIKE wildcards in a contains filter as plain characters', async () => {
    expect((await page({ filters: { orderNo: '%' } })).data.totalCount).toBe(0);
    expect((await page({ filters: { orderNo: 'A00_1' } })).data.totalCount).toBe(0);
  });

  it('sorts by declared columns with id as the tiebreaker', async () => {
    const asc = await page({ pageSize: 3, sort: { field: 'amount', order: 'ascend' } });
    expect(orderNos(asc.data.data)).toEqual(['A0001', 'A0002', 'A0003']);
    const byStatus = await page({ pageSize: 40, sort: { field: 'status', order: 'ascend' } });
    const statuses = byStatus.data.data.map((row: { status: number }) => row.status);
    expect(statuses).toEqual([...statuses].sort());
    const ids = byStatus.data.data
      .filter((row: { status: number }) => row.status === 1)
      .map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses undeclared filters and sorts with code 10 naming them, and bad paging', async () => {
    const filter = await page({ filters: { remark: 'x', energy: [1, 2] } });
    expect(filter.code).toBe(10);
    expect(filter.msg).toContain('remark');
    expect(filter.msg).toContain('energy');
    expect(filter.data.errors.map((e: { field: string }) => e.field)).toEqual(['remark', 'energy']);
    const sort = await page({ sort: { field: 'remark', order: 'ascend' } });
    expect(sort.code).toBe(10);
    expect(sort.msg).toContain('remark');
    expect((await page({ filters: { sellerId: 2 } })).code).toBe(10);
    expect((await page({ filters: { amount: ['lots', null] } })).code).toBe(10);
    expect((await page({ pageSize: 501 })).code).toBe(10);
    expect((await page({ pageNo: 0 })).code).toBe(10);
  });

  it('counts only up to the cap and says so, while deeper pages still answer', async () => {
    const selection = buildSelection(CHARGE_ORDER, {}, mine.sellerId, 'zh-CN');
    const capped = await queryPage(t.db, CHARGE_ORDER, selection, { pageNo: 1, limit: 5, offset: 0 }, 12);
    expect(capped).toMatchObject({ totalCount: 12, totalCapped: true });
    const deep = await queryPage(t.db, CHARGE_ORDER, selection, { pageNo: 4, limit: 5, offset: 15 }, 12);
    expect(deep.data).toHaveLength(5);
    expect(deep).toMatchObject({ totalCount: 20, totalCapped: true });
    const exact = await queryPage(t.db, CHARGE_ORDER, selection, { pageNo: 1, limit: 5, offset: 0 }, 40);
    expect(exact).toMatchObject({ totalCount: 40, totalCapped: false });
  });

  it('answers the real station list of the demo seller', async () => {
    const stations = await t.post('/api/config/station/page', { pageNo: 1, pageSize: 10 }, t.tokens.admin1);
    expect(stations.body.code).toBe(0);
    expect(stations.body.data.totalCount).toBe(mine.stationIds.length);
  });

  it('offers at most 20 reference options by label keyword or ids', async () => {
    const options = async (body: object) => (await t.post('/api/bill/chargeOrder/options', body, t.tokens.admin1)).body;
    const all = await options({});
    expect(all.data).toHaveLength(20);
    expect(all.data[0]).toEqual({ value: mine.orderIds[39], label: 'A0040' });
    expect((await options({ keyword: 'a003' })).data.map((o: { label: string }) => o.label).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `A003${i}`),
    );
    expect((await options({ ids: [mine.orderIds[0]] })).data).toEqual([{ value: mine.orderIds[0], label: 'A0001' }]);
  });

  it('pages an entity without tenant, labels included', async () => {
    const plain: EntityFile = {
      ...CHARGE_ORDER,
      name: 'plainOrder',
      table: 'plain_order',
      tenant: false,
      fields: { orderNo: CHARGE_ORDER.fields.orderNo, stationId: CHARGE_ORDER.fields.stationId },
      list: { columns: ['orderNo'], filters: ['orderNo'] },
    };
    await t.db.query(`create table plain_order (id bigserial primary key, created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(), order_no varchar(32), station_id bigint)`);
    await t.db.query(`insert into plain_order (order_no, station_id) values ('P1', $1), ('P2', null)`, [
      mine.stationIds[0],
    ]);
    const selection = buildSelection(plain, { filters: { orderNo: 'p' } }, mine.sellerId, 'zh-CN');
    const window = { pageNo: 1, limit: 10, offset: 0 };
    const page = await queryPage(t.db, plain, selection, window, 100, {
      decorate: async (rows) => liftLabels(rows),
      extraColumns: labelColumns(plain, t.bundle, 'p'),
    });
    expect(page.data.map((row) => [row.orderNo, row.$labels])).toEqual([
      ['P2', {}],
      ['P1', { stationId: mine.stationNames[0] }],
    ]);
  });
});
