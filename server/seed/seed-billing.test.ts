import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitByShares } from './areas/billing';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/** The demo's settlement screens agree with the bills they were drawn from. */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const one = async (sql: string) => Number(Object.values((await t.db.query(sql)).rows[0])[0]);

describe('splitting an amount by shares', () => {
  it('gives integers that add up to the amount exactly', () => {
    for (const total of [0, 1, 99, 100, 12_345, 987_654_321])
      for (const shares of [[70, 20, 10], [33.33, 33.33, 33.34], [100], [50, 50]]) {
        const parts = splitByShares(total, shares);
        expect(parts.every(Number.isInteger)).toBe(true);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      }
  });
});

describe('demo billing and settlement', () => {
  it("station daily bills are the day's finished bills of the station", async () => {
    expect(await one(`select count(*) from station_day_bill`)).toBeGreaterThan(10);
    const wrong = await one(
      `select count(*) from station_day_bill d where d.bill_count <> (
          select count(*) from bill b where b.seller_id = d.seller_id and b.station_id = d.station_id
             and b.bill_status = 2 and (b.start_time at time zone 'UTC')::date = d.bill_date)
          or d.net <> d.electricity_fee + d.service_fee - d.discount`,
    );
    expect(wrong).toBe(0);
  });

  it('sub-bills share their split bill exactly, and settlement statements are the sum of their sub-bills', async () => {
    const unshared = await one(
      `select count(*) from split_account_bill s
        where s.split_amount <> (select coalesce(sum(amount), 0) from sub_bill u where u.parent_id = s.id)`,
    );
    expect(unshared).toBe(0);
    const wrong = await one(
      `select count(*) from settlement_statement st where st.amount <> (
          select coalesce(sum(u.amount), 0) from sub_bill u join split_account_bill s on s.id = u.parent_id
           where u.receiver_id = st.party_id and u.status = 'SETTLED' and s.period_from = st.period_from)`,
    );
    expect(wrong).toBe(0);
  });

  it('power loss is what the meter read less what was billed', async () => {
    const wrong = await one(
      `select count(*) from power_loss_record p
        where abs(p.loss_kwh - (p.meter_kwh - p.billed_kwh)) > 0.0005 or p.loss_kwh < 0`,
    );
    expect(wrong).toBe(0);
  });
});
