import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAccounts } from '../ledger';
import { reconcileBooks } from '../ledger/reconcile-books';
import { prepareDatabase } from '../start-database';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/**
 * The demo profile, shortened to a few days: bills over the days asked for, at most the number
 * asked for, drivers topping up their cards so that most bills are paid, and every top-up a
 * recharge of the ledger with its record, every balance still the sum of its ledger.
 */
let t: TestDatabase;
const DAYS = 3;
const MAX_BILLS = 300;
beforeAll(async () => {
  t = await openTestDatabase({ prepared: false });
  await prepareDatabase(t.db, t.bundle, { profile: 'demo', billDays: DAYS, maxBills: MAX_BILLS });
}, 600_000);
afterAll(() => t?.close());

const one = async (sql: string) => Number(Object.values((await t.db.query(sql)).rows[0])[0]);

describe('the demo seed profile', () => {
  it('writes the bills asked for, within the days asked for', async () => {
    const { rows } = await t.db.query<{ seller_number: string; n: number; oldest_days: number }>(
      `select s.seller_number, count(*)::int as n,
              extract(epoch from now() - min(b.start_time)) / 86400 as oldest_days
         from bill b join sellers s on s.id = b.seller_id where b.business_type = 1
        group by s.seller_number order by s.seller_number`,
    );
    expect(rows.find((row) => row.seller_number === '100001')?.n).toBe(MAX_BILLS);
    for (const row of rows) expect(Number(row.oldest_days)).toBeLessThanOrEqual(DAYS + 1);
  });

  it('has drivers top up, so that most card bills are paid in full', async () => {
    // A top-up before a bill is numbered RC and that bill's number.
    expect(await one(`select count(*) from account_flow where flow_no like 'RCB%' and event_type = 1`)).toBeGreaterThan(
      0,
    );
    const settled = await one(`select count(*) from bill where business_type = 1 and charge_status = 3`);
    const all = await one(`select count(*) from bill where business_type = 1`);
    expect(settled / all).toBeGreaterThan(0.8);
  });

  it('records every top-up as a recharge, and keeps every balance the sum of its ledger', async () => {
    const missing = await one(
      `select count(*) from account_flow f where f.flow_no like 'RCB%'
          and not exists (select 1 from recharge r where r.recharge_no = f.flow_no and r.amount = f.amount)`,
    );
    expect(missing).toBe(0);
    const sellers = await t.db.query<{ id: number }>(`select distinct seller_id as id from account`);
    for (const { id } of sellers.rows) expect((await reconcileAccounts(t.db, Number(id))).mismatches).toEqual([]);
  });

  it('reconciles to zero differences: accounts, days and bills', async () => {
    const sellers = await t.db.query<{ id: number }>(`select id from sellers where not is_platform order by id`);
    for (const { id } of sellers.rows) {
      const report = await reconcileBooks(t.db, Number(id));
      expect({ seller: Number(id), counts: report.counts }).toEqual({
        seller: Number(id),
        counts: { account: 0, day: 0, bill: 0 },
      });
    }
  });
});
