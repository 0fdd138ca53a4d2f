import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BooksReport, ReconciliationRun } from '../../src/meta/books-reconciliation';
import { OPENAPI_PATH } from '../openapi/openapi-route';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { postBalanceChange } from './post-balance-change';
import { sweepReconciliations } from './reconciliation-runs';

/**
 * A ledger nobody edits and books that reconcile: the ledger entities offer no write route,
 * the database refuses to change or delete a posted row whoever asks, a correction is a new
 * reversing entry approved by a second person, and the reconciliation's figures are those the
 * raw rows give (the SQL here is written apart from the server's). Runs on PGlite, and on
 * PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let admin: string;
let finance: string;
let sellerId: number;

const LEDGERS = ['accountFlow', 'payStream', 'registerStream', 'subBill', 'clearingResult'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  finance = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
}, 600_000);
afterAll(() => t?.close());

const post = async (url: string, body: object, token = admin) => (await t.call(url, { body, token })).body;
const one = async (sql: string, params: unknown[] = []) => Object.values((await t.db.query(sql, params)).rows[0])[0];
const runNow = async (token = finance) => {
  const answer = await post('/api/finance/reconciliation/run', {}, token);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as ReconciliationRun;
};

/** A refusal of the database: the statement rejects with the trigger's SQLSTATE. */
async function refused(sql: string, params: unknown[]) {
  const error = await t.db.query(sql, params).then(
    () => null,
    (reason: unknown) => reason as { code?: string; message?: string },
  );
  expect(error, sql).not.toBeNull();
  expect(error?.code ?? error?.message).toMatch(/LG001|never (changed|deleted)/);
}

describe('the demo books', () => {
  it('reconcile to zero differences for every demo seller (small profile)', async () => {
    const { rows } = await t.db.query<{ id: number }>(`select id from sellers where not is_platform order by id`);
    expect(rows.length).toBeGreaterThan(1);
    const swept = await sweepReconciliations(t.db);
    expect(swept.sort()).toEqual(rows.map((row) => Number(row.id)).sort());
    const runs = await t.db.query<{ seller_id: number; differences: number; report: BooksReport }>(
      `select seller_id, differences, report from reconciliation_runs order by id`,
    );
    for (const run of runs.rows) {
      expect({ seller: Number(run.seller_id), counts: run.report.counts }).toEqual({
        seller: Number(run.seller_id),
        counts: { account: 0, day: 0, bill: 0 },
      });
      expect(run.report.entries).toBeGreaterThan(0);
    }
    // The schedule runs each seller once a day, however often it looks.
    expect(await sweepReconciliations(t.db)).toEqual([]);
    const latest = await post('/api/finance/reconciliation/latest', {}, finance);
    expect(latest.data).toMatchObject({ userId: null, differences: 0 });
    expect(Date.parse(latest.data.finishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows the figures the raw rows give', async () => {
    const run = await runNow();
    const report = run.report;
    expect(report.accounts).toBe(Number(await one(`select count(*) from account where seller_id = $1`, [sellerId])));
    expect(report.bills).toBe(Number(await one(`select count(*) from bill where seller_id = $1`, [sellerId])));
    const { rows } = await t.db.query<{ day: string; kind: number; total: string }>(
      `select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, event_type as kind, sum(amount) as total
         from account_flow where seller_id = $1 and account_id is not null group by 1, 2`,
      [sellerId],
    );
    const byDay = new Map<string, Record<string, number>>();
    for (const row of rows) {
      const day = byDay.get(row.day) ?? { recharges: 0, refunds: 0, debits: 0, other: 0 };
      const kind =
        Number(row.kind) === 1
          ? 'recharges'
          : Number(row.kind) === 3
            ? 'refunds'
            : Number(row.kind) === 2
              ? 'debits'
              : 'other';
      day[kind] += kind === 'refunds' || kind === 'debits' ? -Number(row.total) : Number(row.total);
      byDay.set(row.day, day);
    }
    expect(report.days.map((day) => day.day)).toEqual([...byDay.keys()].sort());
    for (const day of report.days)
      expect({
        day: day.day,
        recharges: day.recharges,
        refunds: day.refunds,
        debits: day.debits,
        other: day.other,
      }).toEqual({
        day: day.day,
        ...byDay.get(day.day),
      });
    // The last day's closing is the sum of the balances today.
    expect(report.days.at(-1)!.closing).toBe(
      Number(await one(`select coalesce(sum(balance), 0) from account where seller_id = $1`, [sellerId])),
    );
  });
});

describe('a ledger nobody edits', () => {
  it('offers no save, update or delete route for the ledger entities, to anyone', async () => {
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    for (const name of LEDGERS) {
      const entity = t.bundle.entities.get(name)!;
      expect(entity.appendOnly, name).toBe(true);
      for (const operation of ['save', 'update', 'delete']) {
        const url = `/api/${entity.service}/${entity.resource}/${operation}`;
        expect(document.paths[url], url).toBeUndefined();
        const answer = await t.call(url, { body: { id: 1, amount: 99_999_900 }, token: admin });
        expect(answer.status, url).toBe(404);
      }
    }
    const before = Number(await one(`select count(*) from account_flow`));
    const forged = await t.call('/api/bill/accountFlow/save', {
      body: { flowNo: 'FORGED1', accountId: 1, amount: 99_999_900 },
      token: admin,
    });
    expect(forged.status).toBe(404);
    expect(Number(await one(`select count(*) from account_flow`))).toBe(before);
  });

  it('refuses an UPDATE or DELETE of a posted entry in the database itself', async () => {
    const flow = await one(`select id from account_flow where seller_id = $1 and account_id is not null limit 1`, [
      sellerId,
    ]);
    const amount = await one(`select amount from account_flow where id = $1`, [flow]);
    await refused(`update account_flow set amount = amount + 100 where id = $1`, [flow]);
    await refused(`update account_flow set remark = 'changed' where id = $1`, [flow]);
    await refused(`delete from account_flow where id = $1`, [flow]);
    expect(await one(`select amount from account_flow where id = $1`, [flow])).toEqual(amount);
    const stream = await one(`select id from pay_stream limit 1`);
    await refused(`update pay_stream set amount = amount + 1 where id = $1`, [stream]);
    await refused(`delete from pay_stream where id = $1`, [stream]);
    const sub = await one(`select id from sub_bill limit 1`);
    await refused(`update sub_bill set amount = amount + 1 where id = $1`, [sub]);
    // What a status action moves still moves: a clearing result is confirmed.
    const cleared = await one(`select id from clearing_result limit 1`);
    await refused(`update clearing_result set net_amount = net_amount + 1 where id = $1`, [cleared]);
    await t.db.query(`update clearing_result set status = status where id = $1`, [cleared]);
  });
});

describe('a correction is a new reversing entry, approved by a second person', () => {
  it('posts the opposite entry through the ledger once approved by someone else, and the books still reconcile', async () => {
    const account = Number(
      await one(`select id from account where seller_id = $1 and account_state = 1 order by id limit 1`, [sellerId]),
    );
    const entry = await t.db.transaction((tx) =>
      postBalanceChange(tx, { sellerId, accountId: account, amount: 4321, event: 'recharge', remark: '误充值' }),
    );
    const applied = await post(
      '/api/bill/ledgerReversal/save',
      { flowId: entry.id, reason: '重复充值', amount: 1 },
      finance,
    );
    expect(applied.code, applied.msg).toBe(0);
    const id = applied.data.id;
    expect(applied.data).toMatchObject({ amount: -4321, accountId: account, status: 'PENDING' });
    const again = await post('/api/bill/ledgerReversal/save', { flowId: entry.id, reason: '再来一次' }, admin);
    expect(again.code).not.toBe(0);

    const own = await post('/api/bill/ledgerReversal/approve', { id }, finance);
    expect(own.code).not.toBe(0);
    // The schema's approval rule: whoever applied does not approve his own correction of the books.
    expect(own.msg).toContain('申请人以外');
    expect(Number(await one(`select count(*) from account_flow where account_id = $1`, [account]))).toBeGreaterThan(0);
    const balanceBefore = Number(await one(`select balance from account where id = $1`, [account]));

    const approved = await post('/api/bill/ledgerReversal/approve', { id }, admin);
    expect(approved.code, approved.msg).toBe(0);
    const { rows } = await t.db.query<{ id: number; amount: number; event_type: number; remark: string }>(
      `select f.id, f.amount, f.event_type, f.remark from ledger_reversal r join account_flow f on f.id = r.reversal_flow_id
        where r.id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect({ amount: Number(rows[0].amount), event: Number(rows[0].event_type) }).toEqual({ amount: -4321, event: 6 });
    expect(rows[0].remark).toContain('重复充值');
    expect(Number(await one(`select amount from account_flow where id = $1`, [entry.id]))).toBe(4321);
    expect(Number(await one(`select balance from account where id = $1`, [account]))).toBe(balanceBefore - 4321);
    expect(Number(await one(`select balance from account where id = $1`, [account]))).toBe(
      Number(await one(`select sum(amount) from account_flow where account_id = $1`, [account])),
    );
    const auditor = await one(`select auditor from ledger_reversal where id = $1`, [id]);
    expect(Number(auditor)).toBe(
      Number(await one(`select id from users where seller_id = $1 and account = 'admin'`, [sellerId])),
    );

    // The reversal is final: it is not reversed in turn, nor the entry a second time.
    const back = await post('/api/bill/ledgerReversal/save', { flowId: rows[0].id, reason: '撤销冲正' }, finance);
    expect(back.code).not.toBe(0);
    const twice = await post('/api/bill/ledgerReversal/save', { flowId: entry.id, reason: '再冲一次' }, finance);
    expect(twice.code).not.toBe(0);
    expect((await runNow()).differences).toBe(0);
  });
});

describe('a difference in the books', () => {
  it('is listed with the rows it concerns, and raises an alarm', async () => {
    const alarms = `select count(*) from service_alarm where seller_id = $1 and metric = 'reconciliation' and status = 1`;
    expect(Number(await one(alarms, [sellerId]))).toBe(0);
    const account = await t.db.query<{ id: number; balance: number; account_no: string }>(
      `select id, balance, account_no from account where seller_id = $1 order by id desc limit 1`,
      [sellerId],
    );
    const { id: accountId, balance, account_no: accountNo } = account.rows[0];
    // A forged entry written past the ledger: it records no balance change and moves no balance.
    await t.db.query(
      `insert into account_flow (seller_id, flow_no, account_id, event_type, amount, balance_before, balance_after)
        values ($1, 'FORGED999', $2, 1, 99999900, $3, $3)`,
      [sellerId, accountId, balance],
    );
    const bill = await t.db.query<{ id: number; bill_no: string }>(
      `update bill set paid_amount = paid_amount + 1 where id = (select min(id) from bill where seller_id = $1) returning id, bill_no`,
      [sellerId],
    );
    const run = await runNow();
    expect(run.report.counts).toEqual({ account: 1, day: 1, bill: 1 });
    expect(run.differences).toBe(3);
    const day = await one(`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`);
    expect(run.report.differences).toEqual([
      {
        kind: 'account',
        key: String(accountId),
        label: accountNo,
        expected: Number(balance) + 99999900,
        actual: Number(balance),
        difference: -99999900,
      },
      expect.objectContaining({ kind: 'day', key: day, difference: -99999900 }),
      expect.objectContaining({
        kind: 'bill',
        key: String(bill.rows[0].id),
        label: bill.rows[0].bill_no,
        difference: 1,
      }),
    ]);
    expect(run.alarmRaised).toBe(true);
    expect(Number(await one(alarms, [sellerId]))).toBe(1);
    // Told once while the alarm is pending, not once per run.
    expect((await runNow(admin)).alarmRaised).toBe(false);
    expect(Number(await one(alarms, [sellerId]))).toBe(1);
    const latest = await post('/api/finance/reconciliation/latest', {}, finance);
    expect(latest.data.differences).toBe(3);
  });

  it('is for finance to see and run: the viewer reads, and cannot run', async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    expect((await post('/api/finance/reconciliation/latest', {}, viewer)).code).toBe(0);
    expect((await t.call('/api/finance/reconciliation/run', { body: {}, token: viewer })).status).toBe(403);
  });
});
