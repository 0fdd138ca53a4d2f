import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

const PAGE = '/api/bill/chargeOrder/page';
let t: CrudTestApp;
let mine: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  mine = await seedChargeOrders(t.db, '100001', 'D', 260);
  await seedChargeOrders(t.db, '100002', 'E', 30);
});
afterAll(() => t?.close());

/** Order numbers as an offset page over all of one seller's rows would give them. */
async function expected(orderBy: string, offset: number, limit: number): Promise<string[]> {
  const { rows } = await t.db.query<{ orderNo: string }>(
    `select order_no as "orderNo" from charge_order where seller_id = $1 order by ${orderBy} limit ${limit} offset ${offset}`,
    [mine.sellerId],
  );
  return rows.map((row) => row.orderNo);
}

describe('deep pages (read by id first, from offset 200)', () => {
  it('answer the same rows, in the same order, as a plain offset would', async () => {
    const cases = [
      { body: {}, orderBy: 'id desc' },
      { body: { sort: { field: 'amount', order: 'ascend' } }, orderBy: 'amount asc, id asc' },
      { body: { sort: { field: 'startTime', order: 'descend' } }, orderBy: 'start_time desc, id desc' },
    ];
    for (const { body, orderBy } of cases) {
      for (const pageNo of [20, 21, 26]) {
        const answer = await t.post(PAGE, { ...body, pageNo, pageSize: 10 }, t.tokens.admin1);
        expect(answer.body.code).toBe(0);
        const orderNos = answer.body.data.data.map((row: { orderNo: string }) => row.orderNo);
        expect(orderNos).toEqual(await expected(orderBy, (pageNo - 1) * 10, 10));
        expect(answer.body.data.totalCount).toBe(260);
      }
    }
  });

  it("never reach another seller's rows", async () => {
    const answer = await t.post(PAGE, { pageNo: 3, pageSize: 100 }, t.tokens.admin1);
    expect(answer.body.data.data).toHaveLength(60);
    expect(answer.body.data.data.every((row: { orderNo: string }) => row.orderNo.startsWith('D'))).toBe(true);
  });
});
