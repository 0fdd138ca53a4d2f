import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, type ExtraUser } from '../test-support/extra-users';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

// The approval rule on the two money flows an attack walked around (issue: refunds changed after
// both approvals; finance approving its own manual recharge), and the seller's limit above which
// one approval is not enough. Applicant, first and second approver are three different users.
// @postgres: money moves here under row locks and conditional updates, as on the server's pool.
let t: TestApp;
let admin: string;
let finance: string;
let clerk: ExtraUser;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  finance = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
  clerk = await createUserWithRole(t, admin, 'moneyclerk', 'finance');
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const post = async (path: string, body: object, token: string) => (await t.call(path, { body, token })).body;
let serial = 0;
/** A refund number of its own for each application. */
const refundNo = () => `AR${Date.now() % 1_000_000}${(serial += 1)}`;
const balanceOf = async (id: number) =>
  Number((await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [id])).rows[0].balance);

/** Open accounts of the seller holding at least `min` fen, other than those given. */
async function accountWith(min: number, ...except: number[]) {
  const { rows } = await t.db.query<{ id: number }>(
    `select a.id from account a where a.seller_id = $1 and a.account_state = 1 and a.balance >= $2
        and a.id <> all($3::bigint[])
        and not exists (select 1 from refund_record r where r.account_id = a.id
                          and r.status in ('AwaitingApproval', 'AwaitingReApproval', 'Approve', 'HangIn'))
      order by a.id limit 1`,
    [sellerId, min, except],
  );
  return Number(rows[0].id);
}

describe('a refund pays what its two approvers approved', () => {
  const refunds = '/api/bill/refund';

  async function approvedRefund(accountId: number) {
    const applied = await post(
      `${refunds}/save`,
      { refundNo: refundNo(), accountId, amount: 1, channel: 'Alipay', reason: '余额退回' },
      clerk.token,
    );
    expect(applied.code, applied.msg).toBe(0);
    const id = Number(applied.data.id);
    expect((await post(`${refunds}/firstApprove`, { id }, admin)).code).toBe(0);
    expect((await post(`${refunds}/secondApprove`, { id }, finance)).code).toBe(0);
    return id;
  }

  it('refuses to change the amount or the account after both approvals, and pays 1 fen from the approved account', async () => {
    const approvedAccount = await accountWith(1);
    const otherAccount = await accountWith(13_560, approvedAccount);
    const id = await approvedRefund(approvedAccount);
    const before = { approved: await balanceOf(approvedAccount), other: await balanceOf(otherAccount) };

    const amount = await post(`${refunds}/update`, { id, amount: 13_560 }, admin);
    expect(amount.code).toBe(12);
    expect(amount.msg).toContain('不能再修改');
    const account = await post(`${refunds}/update`, { id, accountId: otherAccount, locale: 'en-US' }, admin);
    expect(account.code).toBe(12);
    expect(account.msg).toContain('can no longer be changed');

    expect((await post(`${refunds}/pay`, { id }, finance)).code).toBe(0);
    expect(await balanceOf(approvedAccount)).toBe(before.approved - 1);
    expect(await balanceOf(otherAccount)).toBe(before.other);
  });

  it('does not let the finance role edit refunds at all', async () => {
    const id = Number(
      (
        await post(
          `${refunds}/save`,
          { refundNo: refundNo(), accountId: await accountWith(1), amount: 1, channel: 'Alipay', reason: 'x' },
          clerk.token,
        )
      ).data.id,
    );
    const answer = await t.call(`${refunds}/update`, { body: { id, amount: 2 }, token: finance });
    expect(answer.status).toBe(403);
    expect((await post(`${refunds}/get`, { id }, admin)).data.amount).toBe(1);
  });

  it('refuses to pay a refund whose money fields no longer carry the approved values', async () => {
    const approvedAccount = await accountWith(1);
    const id = await approvedRefund(approvedAccount);
    // A write that went around the routes (a script, a console): paying still checks the row.
    await t.db.query(`update refund_record set amount = 13560 where id = $1`, [id]);
    const before = await balanceOf(approvedAccount);
    const answer = await post(`${refunds}/pay`, { id }, finance);
    expect(answer.code).toBe(12);
    expect(answer.msg).toContain('与审批通过时不一致');
    expect(await balanceOf(approvedAccount)).toBe(before);
  });

  it('shows who approved what and when in the transitions of the detail page', async () => {
    const accountId = await accountWith(1);
    const id = await approvedRefund(accountId);
    const history = (await post(`${refunds}/transitions`, { id }, admin)).data as {
      action: string;
      userId: number;
      createdAt: string;
      approved: Record<string, unknown> | null;
    }[];
    const steps = history.filter((step) => step.approved);
    expect(steps.map((step) => step.action)).toEqual(['firstApprove', 'secondApprove']);
    for (const step of steps) {
      expect(step.approved).toMatchObject({ amount: 1, accountId, channel: 'Alipay' });
      expect(step.createdAt).toBeTruthy();
    }
  });
});

describe('a manual recharge is approved by someone other than its applicant', () => {
  const recharges = '/api/member/manualRecharge';
  const apply = async (accountId: number, amount: number, giftAmount: number, token: string) => {
    const answer = await post(
      `${recharges}/save`,
      { accountId, rechargeType: 3, payChannel: 'BankTransfer', amount, giftAmount, reason: '对公转账到账' },
      token,
    );
    expect(answer.code, answer.msg).toBe(0);
    return Number(answer.data.id);
  };
  const statusOf = async (id: number) => (await post(`${recharges}/get`, { id }, admin)).data.approvalStatus;

  it('refuses finance the approval of the 40,000 + 10,000 recharge it applied for, in its language', async () => {
    const accountId = await accountWith(0);
    const balance = await balanceOf(accountId);
    const id = await apply(accountId, 4_000_000, 1_000_000, finance);
    const zh = await post(`${recharges}/approve`, { ids: [id] }, finance);
    expect(zh.code).toBe(12);
    expect(zh.msg).toContain('须由申请人以外的用户进行');
    const en = await post(`${recharges}/approve`, { ids: [id], locale: 'en-US' }, finance);
    expect(en.msg).toContain('must be given by another user');
    expect(await statusOf(id)).toBe('PENDING');
    expect(await balanceOf(accountId)).toBe(balance);
  });

  it("above the seller's limit, needs a second approver before crediting, and holds the amount meanwhile", async () => {
    const accountId = await accountWith(0);
    const balance = await balanceOf(accountId);
    const id = await apply(accountId, 4_000_000, 1_000_000, finance);

    const first = await post(`${recharges}/approve`, { ids: [id] }, admin);
    expect(first).toMatchObject({ code: 0, data: { updated: 0, held: 1 } });
    expect(await statusOf(id)).toBe('PENDING');
    expect(await balanceOf(accountId)).toBe(balance);

    const again = await post(`${recharges}/approve`, { ids: [id] }, admin);
    expect(again.code).toBe(12);
    expect(again.msg).toContain('须由另一位用户进行');
    const changed = await post(`${recharges}/update`, { id, amount: 4_900_000 }, admin);
    expect(changed.code).toBe(12);
    expect(changed.msg).toContain('已有审批通过');

    expect((await post(`${recharges}/approve`, { ids: [id] }, clerk.token)).code).toBe(0);
    expect(await statusOf(id)).toBe('APPROVED');
    expect(await balanceOf(accountId)).toBe(balance + 5_000_000);
  });

  it('below the limit one approval credits at once, and the limit is the seller setting', async () => {
    const accountId = await accountWith(0);
    const balance = await balanceOf(accountId);
    const small = await apply(accountId, 10_000, 0, finance);
    expect(await post(`${recharges}/approve`, { ids: [small] }, admin)).toMatchObject({
      code: 0,
      data: { updated: 1 },
    });
    expect(await balanceOf(accountId)).toBe(balance + 10_000);

    const saved = await post('/api/member/approvalSetting/save', { manualRechargeSecondAbove: 5_000 }, admin);
    expect(saved.code, saved.msg).toBe(0);
    const held = await apply(accountId, 10_000, 0, finance);
    expect(await post(`${recharges}/approve`, { ids: [held] }, admin)).toMatchObject({ code: 0, data: { held: 1 } });
    expect(await statusOf(held)).toBe('PENDING');
    await post('/api/member/approvalSetting/save', { manualRechargeSecondAbove: 1_000_000 }, admin);
  });
});
