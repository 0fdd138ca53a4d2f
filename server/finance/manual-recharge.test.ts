import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const base = '/api/member/manualRecharge';
let t: TestApp;
let admin: string;
let viewer: string;
// Applications are the administrator's; their approver is another user (four eyes).
// @postgres: a recharge posts to the ledger under a row lock, as on the server's pool.
let finance: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  finance = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const post = async (path: string, body: object, token = admin) => (await t.call(path, { body, token })).body;

/** An open phone account of the seller and its balance now. */
async function anAccount(offset = 0) {
  const { rows } = await t.db.query<{ id: number; balance: number; member_id: number }>(
    `select id, balance, member_id from account where seller_id = $1 and account_state = 1 and account_type = 2
      order by id limit 1 offset $2`,
    [sellerId, offset],
  );
  return { id: Number(rows[0].id), balance: Number(rows[0].balance), memberId: Number(rows[0].member_id) };
}
const balanceOf = async (id: number) =>
  Number((await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [id])).rows[0].balance);

async function apply(accountId: number, amount: number, giftAmount = 0) {
  const answer = await post(`${base}/save`, {
    accountId,
    rechargeType: 3,
    payChannel: 'BankTransfer',
    amount,
    giftAmount,
    reason: '对公转账到账',
  });
  expect(answer.code).toBe(0);
  return answer.data as { id: number; rechargeNo: string; memberId: number; approvalStatus: string; applicant: number };
}

describe('manual recharge', () => {
  it('numbers an application, takes its member from the account and credits nothing until approved', async () => {
    const account = await anAccount();
    const row = await apply(account.id, 12_345, 655);
    expect(row.rechargeNo).toMatch(/^MR[A-Z0-9]+$/);
    expect(row.memberId).toBe(account.memberId);
    expect(row.approvalStatus).toBe('PENDING');
    expect(await balanceOf(account.id)).toBe(account.balance);
  });

  it('approving credits amount plus gift through one ledger entry and writes the recharge record', async () => {
    const account = await anAccount(1);
    const row = await apply(account.id, 20_000, 1_000);
    expect((await post(`${base}/approve`, { ids: [row.id] }, finance)).code).toBe(0);
    expect(await balanceOf(account.id)).toBe(account.balance + 21_000);
    const flows = await t.db.query(
      `select amount, balance_before, balance_after from account_flow where flow_no = $1`,
      [`RC${row.rechargeNo}`],
    );
    expect(flows.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])))).toEqual([
      { amount: 21_000, balance_before: account.balance, balance_after: account.balance + 21_000 },
    ]);
    const recharge = await post('/api/member/recharge/page', {
      pageNo: 1,
      pageSize: 5,
      filters: { rechargeNo: row.rechargeNo },
    });
    expect(recharge.data.data).toMatchObject([
      { amount: 20_000, giftAmount: 1_000, status: 'PAID', accountId: account.id },
    ]);
    const report = await post('/api/member/account/reconcile', {});
    expect(report.data.mismatches).toEqual([]);
  });

  it('a rejection needs a reason and credits nothing', async () => {
    const account = await anAccount(2);
    const row = await apply(account.id, 5_000);
    expect((await post(`${base}/reject`, { ids: [row.id], input: {} })).code).toBe(10);
    expect((await post(`${base}/reject`, { ids: [row.id], input: { rejectReason: '凭证不符' } })).code).toBe(0);
    expect(await balanceOf(account.id)).toBe(account.balance);
    expect((await post(`${base}/approve`, { ids: [row.id] }, finance)).code).toBe(12);
  });

  it('an approved recharge can no longer be edited, and a pending one can', async () => {
    const account = await anAccount(3);
    const row = await apply(account.id, 3_000);
    expect((await post(`${base}/update`, { id: row.id, amount: 4_000 })).code).toBe(0);
    await post(`${base}/approve`, { ids: [row.id] }, finance);
    const late = await post(`${base}/update`, { id: row.id, amount: 400_000 });
    expect(late.code).toBe(12);
    expect(late.msg).toContain('不能再修改');
    expect((await post(`${base}/get`, { id: row.id })).data.amount).toBe(4_000);
    expect(await balanceOf(account.id)).toBe(account.balance + 4_000);
  });

  it('refuses a zero or negative amount, more than 50,000.00 at once, and a disabled account, changing nothing', async () => {
    const account = await anAccount(4);
    for (const amount of [0, -100]) {
      const answer = await post(`${base}/save`, {
        accountId: account.id,
        rechargeType: 3,
        payChannel: 'Cash',
        amount,
        reason: 'x',
      });
      expect(answer.code).toBe(10);
      expect(answer.data.errors.map((e: { field: string }) => e.field)).toContain('amount');
    }
    const big = await post(`${base}/save`, {
      accountId: account.id,
      rechargeType: 3,
      payChannel: 'Cash',
      amount: 4_900_000,
      giftAmount: 200_000,
      reason: 'x',
    });
    expect(big.code).toBe(10);
    expect(big.msg).toContain('50,000.00');
    const { rows } = await t.db.query<{ id: number }>(
      `select id from account where seller_id = $1 and account_state = 3 limit 1`,
      [sellerId],
    );
    const disabled = await post(`${base}/save`, {
      accountId: rows[0].id,
      rechargeType: 3,
      payChannel: 'Cash',
      amount: 100,
      reason: 'x',
    });
    expect(disabled.code).toBe(10);
    expect(disabled.msg).toContain('已停用');
    expect(await balanceOf(account.id)).toBe(account.balance);
  });

  it('concurrent approvals of one recharge credit it once', async () => {
    const account = await anAccount(5);
    const row = await apply(account.id, 7_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(`${base}/approve`, { ids: [row.id] }, finance)),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 12)).toBe(true);
    expect(await balanceOf(account.id)).toBe(account.balance + 7_000);
  });

  it('a user without the approve key is refused by the server', async () => {
    const account = await anAccount(6);
    const row = await apply(account.id, 1_000);
    const answer = await post(`${base}/approve`, { ids: [row.id] }, viewer);
    expect(answer.code).not.toBe(0);
    expect(await balanceOf(account.id)).toBe(account.balance);
  });
});
