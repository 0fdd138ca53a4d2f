import { afterAll, beforeAll, expect, it } from 'vitest';
import { keysetBatches } from './keyset-batches';
import { buildSelection } from './page-query';
import { CHARGE_ORDER } from './testing/charge-order-entity';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

let t: CrudTestApp;
let one: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  one = await seedChargeOrders(t.db, '100001', 'A', 23);
  // Nulls and ties: the keyset must place them exactly where ORDER BY does.
  await t.db.query(`update charge_order set end_time = null where id % 3 = 0`);
  await t.db.query(`update charge_order set amount = 500 where id % 5 = 0`);
});
afterAll(() => t?.close());

const SORTS = [
  { field: 'endTime', order: 'ascend' },
  { field: 'endTime', order: 'descend' },
  { field: 'amount', order: 'ascend' },
  { field: 'amount', order: 'descend' },
  { field: 'createdAt', order: 'descend' },
  { field: 'id', order: 'ascend' },
] as const;

it.each(SORTS)('walks every row once in the list order (%o)', async (sort) => {
  const selection = buildSelection(CHARGE_ORDER, { sort }, one.sellerId, 'zh-CN');
  const ids: number[] = [];
  let batches = 0;
  for await (const batch of keysetBatches(t.db, CHARGE_ORDER, selection, 4)) {
    batches++;
    ids.push(...batch.map((row) => Number(row.id)));
    expect(batch.every((row) => !('__sortKey' in row))).toBe(true);
  }
  const page = await t.post('/api/bill/chargeOrder/page', { pageSize: 100, sort }, t.tokens.admin1);
  expect(ids).toEqual(page.body.data.data.map((row: { id: number }) => row.id));
  expect(ids).toHaveLength(23);
  expect(batches).toBe(6);
});
