import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileAccounts } from '../ledger';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/** The demo's bills: priced, paid from the ledger, and adding up. */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const sellers = async () =>
  (
    await t.db.query<{ id: number }>(
      `select id from sellers where exists (select 1 from bill b where b.seller_id = sellers.id)`,
    )
  ).rows;

describe('demo charging bills', () => {
  it('are there for every operator with a network, and each has its station, pile, gun and card', async () => {
    const { rows } = await t.db.query<{ n: number; orphans: number }>(
      `select count(*)::int as n,
              count(*) filter (where station_id is null or pile_id is null or gun_id is null or card_no is null)::int as orphans
         from bill`,
    );
    expect(rows[0].n).toBeGreaterThan(100);
    expect(rows[0].orphans).toBe(0);
    expect((await sellers()).length).toBeGreaterThanOrEqual(2);
  });

  it('add up: each total is the sum of its period breakdown, and no bill is paid more than its total', async () => {
    const { rows } = await t.db.query<{ id: number; total: number; fees: number; parts: number; paid: number }>(
      `select b.id, b.total_amount as total, b.electricity_fee + b.service_fee as fees, b.paid_amount as paid,
              (select coalesce(sum((p->>'electricityFee')::bigint + (p->>'serviceFee')::bigint), 0)
                 from jsonb_array_elements(b.periods) p) as parts
         from bill b where b.bill_status = 2`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Number(row.total)).toBe(Number(row.fees));
      expect(Number(row.parts)).toBe(Number(row.total));
      expect(Number(row.paid)).toBeLessThanOrEqual(Number(row.total));
    }
  });

  it('are paid through the ledger: each paid amount is one settlement entry, and every balance is its ledger’s sum', async () => {
    const { rows } = await t.db.query<{ mismatched: number }>(
      `select count(*)::int as mismatched from bill b
        where b.paid_amount <> coalesce((select -sum(f.amount) from account_flow f where f.bill_id = b.id), 0)`,
    );
    expect(rows[0].mismatched).toBe(0);
    for (const { id } of await sellers()) expect((await reconcileAccounts(t.db, Number(id))).mismatches).toEqual([]);
  });
});
