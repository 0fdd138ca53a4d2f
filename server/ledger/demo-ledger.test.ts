import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuFile, ReportDefinition } from '../../src/meta/model';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { BOOKS_TIME_ZONE } from './reconcile-books';

/**
 * The seeded ledger (small profile, the test database) is the one live work would have written:
 * every entry posted through the ledger, dated when its bill, top-up or refund happened, naming
 * its account, member and event, numbered with its event's prefix once; and the finance
 * overview's columns add up to the net change it shows. The SQL here is written apart from the
 * seed's.
 */
let t: TestApp;
let admin: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
}, 600_000);
afterAll(() => t?.close());

const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows;
const PREFIX: Record<number, string> = { 1: 'RC', 2: 'BS', 3: 'RF', 4: 'FA', 5: 'MA', 6: 'RV' };

describe('the demo ledger', () => {
  it('gives every account of every seller the balance its ledger sums to', async () => {
    const off = await rows<{ account_no: string }>(
      `select a."account_no" from "account" a
         left join (select "account_id", sum("amount") s from "account_flow" group by 1) f on f."account_id" = a."id"
        where a."balance" <> coalesce(f.s, 0)`,
    );
    expect(off).toEqual([]);
    const [{ n }] = await rows<{ n: number }>(`select count(*)::int n from "account_flow"`);
    expect(Number(n)).toBeGreaterThan(1000);
  });

  it('dates the entries over the bills’ days, each settlement at its bill’s end', async () => {
    const [days] = await rows<{ bill_days: number; flow_days: number; settlements: number; at_bill: number }>(
      `select (select count(distinct ("end_time" at time zone $2)::date) from "bill" where "seller_id" = $1 and "paid_amount" > 0)::int bill_days,
              (select count(distinct ("created_at" at time zone $2)::date) from "account_flow" where "seller_id" = $1)::int flow_days,
              (select count(*) from "account_flow" where "seller_id" = $1 and "bill_id" is not null)::int settlements,
              (select count(*) from "account_flow" f join "bill" b on b."id" = f."bill_id"
                where f."seller_id" = $1 and (f."created_at" at time zone $2)::date = (b."end_time" at time zone $2)::date)::int at_bill`,
      [sellerId, BOOKS_TIME_ZONE],
    );
    expect(days.bill_days).toBeGreaterThan(7);
    expect(days.flow_days).toBeGreaterThanOrEqual(days.bill_days);
    expect(days.settlements).toBeGreaterThan(100);
    // A settlement is dated after its account's previous entry, so now and then on a later day.
    expect(days.at_bill / days.settlements).toBeGreaterThan(0.95);
  });

  it('names the account, member and event of every entry, refunds included', async () => {
    const bare = await rows<{ flow_no: string }>(
      `select "flow_no" from "account_flow"
        where "account_id" is null or "member_id" is null or "event_type" is null or "account_no" is null`,
    );
    expect(bare).toEqual([]);
    const refunds = await rows<{ flow_no: string; event_type: number }>(
      `select "flow_no", "event_type" from "account_flow" where "refund_id" is not null or "event_type" = 3`,
    );
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) expect(Number(refund.event_type), refund.flow_no).toBe(3);
    const paid = await rows<{ refund_no: string; flows: number }>(
      `select r."refund_no", (select count(*) from "account_flow" f where f."refund_id" = r."id" and f."account_id" = r."account_id")::int flows
         from "refund_record" r where r."status" = 'Refunded'`,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const refund of paid) expect(refund.flows, refund.refund_no).toBe(1);
  });

  it('numbers no entry with its event’s prefix twice', async () => {
    const entries = await rows<{ flow_no: string; event_type: number }>(
      `select "flow_no", "event_type" from "account_flow"`,
    );
    for (const { flow_no, event_type } of entries) {
      const prefix = PREFIX[Number(event_type)];
      expect(flow_no.startsWith(prefix + prefix), flow_no).toBe(false);
    }
  });

  it('shows a finance overview whose columns add up to its net change', async () => {
    const menu = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/menu/reports-more.json'), 'utf8'),
    ) as MenuFile;
    const report = menu.items.find((item) => item.id === 'financeOverview')!.report as ReportDefinition;
    const columns = report.measures.map((m) => m.key).filter((key) => /^sum:amount\|eventType=\d+$/.test(key));
    const answer = await t.call('/api/bill/accountFlow/aggregate', {
      token: admin,
      body: {
        filters: { [report.dateField!]: ['2000-01-01', '2099-12-31'] },
        dimensions: report.dimensions.map((d) => d.key),
        measures: report.measures.map((m) => m.key),
      },
    });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const data = answer.body.data as { rows: Record<string, unknown>[]; truncated: boolean };
    expect(data.truncated).toBe(false);
    expect(data.rows.length).toBeGreaterThan(7);
    for (const row of data.rows) {
      const sum = columns.reduce((total, key) => total + Number(row[key] ?? 0), 0);
      expect(sum, String(row['createdAt:day'])).toBe(Number(row['sum:amount'] ?? 0));
    }
    const [{ net }] = await rows<{ net: number }>(
      `select coalesce(sum("amount"), 0)::bigint net from "account_flow" where "seller_id" = $1`,
      [sellerId],
    );
    const shown = data.rows.reduce((total, row) => total + Number(row['sum:amount'] ?? 0), 0);
    expect(shown).toBe(Number(net));
  });
});
