import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/** The demo's finance screens show figures that agree with the ledger and the bills. */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const one = async (sql: string) => Number(Object.values((await t.db.query(sql)).rows[0])[0]);

describe('demo finance', () => {
  it('has a recharge record for every recharge of the ledger, for the same amount', async () => {
    expect(await one(`select count(*) from recharge`)).toBeGreaterThan(100);
    // A recharge is numbered as its entry (RC…), or RC before a batch line's entry (RB…R1).
    const missing = await one(
      `select count(*) from account_flow f where f.event_type = 1
          and not exists (select 1 from recharge r where r.recharge_no in (f.flow_no, 'RC' || f.flow_no) and r.amount = f.amount)`,
    );
    expect(missing).toBe(0);
  });

  it('approved manual recharges are recharges of the ledger; pending and rejected ones moved no money', async () => {
    expect(await one(`select count(*) from manual_recharge where approval_status = 'PENDING'`)).toBeGreaterThan(0);
    const unbacked = await one(
      `select count(*) from manual_recharge m where m.approval_status = 'APPROVED'
          and not exists (select 1 from account_flow f where 'MR' || substr(f.flow_no, 3) = m.recharge_no and f.amount = m.amount + m.gift_amount)`,
    );
    expect(unbacked).toBe(0);
  });

  it("personal bills are their member's bills summed per month", async () => {
    const wrong = await one(
      `select count(*) from personal_bill p where p.amount <> (
          select coalesce(sum(b.total_amount), 0) from bill b
           where b.seller_id = p.seller_id and b.member_id = p.member_id
             and date_trunc('month', b.start_time)::date = p.month)
          or p.outstanding <> p.amount - p.paid`,
    );
    expect(wrong).toBe(0);
  });

  it('each invoice is worth what was paid for its bills, and no bill is on two live invoices', async () => {
    const states = await one(`select count(distinct status) from invoice_record`);
    expect(states).toBe(14);
    const wrong = await one(
      `select count(*) from invoice_record i where i.amount <> (
          select sum(b.paid_amount) from invoice_record_bill_ids l join bill b on b.id = l.ref_id where l.owner_id = i.id)`,
    );
    expect(wrong).toBe(0);
    const twice = await one(
      `select count(*) from (select l.ref_id from invoice_record_bill_ids l join invoice_record i on i.id = l.owner_id
          where i.status not in ('INVOICE_REJECT', 'REDED', 'VOIDED') group by l.ref_id having count(*) > 1) x`,
    );
    expect(twice).toBe(0);
  });

  it("recharge checks compare the day's recharges of a channel, and the difference is channel less platform", async () => {
    const wrong = await one(
      `select count(*) from recharge_check c where c.diff <> c.channel_amount - c.platform_amount
          or c.platform_amount <> (select coalesce(sum(r.amount), 0) from recharge r
               where r.seller_id = c.seller_id and r.pay_channel = c.pay_channel and (r.paid_at at time zone 'UTC')::date = c.check_date)`,
    );
    expect(wrong).toBe(0);
  });
});
