import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { CountCache } from './count-cache';
import { buildSelection, queryPage } from './page-query';
import { CHARGE_ORDER } from './testing/charge-order-entity';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

describe('CountCache', () => {
  it('answers a total only under the version it was counted at', () => {
    const cache = new CountCache();
    cache.set('orders', 7, 120);
    expect(cache.get('orders', 7)).toBe(120);
    expect(cache.get('orders', 8)).toBeUndefined();
    expect(cache.has('orders')).toBe(true);
    expect(cache.has('stations')).toBe(false);
  });

  it('forgets the least recently stored totals beyond its capacity', () => {
    const cache = new CountCache(2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.set('a', 1, 3); // stored again: now the most recent
    cache.set('c', 1, 4);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a', 1)).toBe(3);
    expect(cache.get('c', 1)).toBe(4);
  });
});

describe('list totals under table versions', () => {
  let t: CrudTestApp;
  let mine: SellerRows;
  const PAGE = '/api/bill/chargeOrder/page';
  const total = async (filters: object = {}) =>
    (await t.post(PAGE, { pageNo: 1, pageSize: 5, filters }, t.tokens.admin1)).body.data.totalCount as number;

  beforeAll(async () => {
    t = await createCrudTestApp();
    mine = await seedChargeOrders(t.db, '100001', 'C', 12);
  });
  afterAll(() => t?.close());

  /** The statements a page issues, to see whether it counted. */
  function recording(db: Queryable) {
    const statements: string[] = [];
    const recorder: Queryable = {
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
    };
    return { recorder, counted: () => statements.some((sql) => sql.includes('count(*)')) };
  }

  it('counts a list once while its table is unchanged, and again after any write', async () => {
    const counts = new CountCache();
    const selection = buildSelection(CHARGE_ORDER, { filters: { status: 1 } }, mine.sellerId, 'en-US');
    const window = { pageNo: 1, limit: 5, offset: 0 };
    const first = recording(t.db);
    expect((await queryPage(first.recorder, CHARGE_ORDER, selection, window, 100, { counts })).totalCount).toBe(3);
    expect(first.counted()).toBe(true);

    const second = recording(t.db);
    const again = await queryPage(second.recorder, CHARGE_ORDER, selection, { ...window, pageNo: 2, offset: 5 }, 100, {
      counts,
    });
    expect(again.totalCount).toBe(3);
    expect(second.counted()).toBe(false);

    // A write by any client, not only through the API, moves the table's version.
    await t.db.query(`update charge_order set status = 1 where seller_id = $1 and order_no = 'C0002'`, [mine.sellerId]);
    const third = recording(t.db);
    expect((await queryPage(third.recorder, CHARGE_ORDER, selection, window, 100, { counts })).totalCount).toBe(4);
    expect(third.counted()).toBe(true);
  });

  it('shows inserts, deletes and a rolled-back write correctly through the API', async () => {
    const before = await total();
    expect(await total()).toBe(before);
    await t.db.query(
      `insert into charge_order (seller_id, order_no, station_id, status, amount, start_time)
       values ($1, 'C9999', $2, 2, 100, now())`,
      [mine.sellerId, mine.stationIds[0]],
    );
    expect(await total()).toBe(before + 1);
    await t.db
      .transaction(async (tx) => {
        await tx.query(`delete from charge_order where seller_id = $1`, [mine.sellerId]);
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    expect(await total()).toBe(before + 1);
    const removed = await t.post('/api/bill/chargeOrder/delete', { ids: [mine.orderIds[0]] }, t.tokens.admin1);
    expect(removed.body.code).toBe(0);
    expect(await total()).toBe(before);
  });
});
