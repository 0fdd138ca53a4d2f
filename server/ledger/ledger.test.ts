import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { postBalanceChange, type LedgerEvent } from './post-balance-change';
import { reconcileAccounts } from './reconcile';
import { createUserWithRole } from '../test-support/extra-users';

/**
 * The ledger: every balance change is one account_flow row written with it, the balance moves
 * atomically and never below zero unless allowed, and balance = sum of the ledger after any
 * sequence of operations. Runs on PGlite, and on PostgreSQL with DATABASE_URL (where the
 * parallel cases really run in parallel).
 */
let t: TestApp;
let admin: string;
let finance: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  finance = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const post = async (url: string, body: object, token = admin) => (await t.call(url, { body, token })).body;

let serial = 0;
async function newAccount(opening = 0, creditLimit = 0) {
  serial += 1;
  const member = await post('/api/member/member/save', {
    memberNo: `LT${serial}M${Date.now() % 100000}`,
    name: `账本会员${serial}`,
    mobile: `1380000${String(1000 + serial).slice(-4)}`,
    memberType: 1,
  });
  expect(member.code).toBe(0);
  const account = await post('/api/member/account/save', {
    accountNo: `LA${serial}X${Date.now() % 100000}`,
    memberId: member.data.id,
    accountType: 2,
    creditLimit,
  });
  expect(account.code).toBe(0);
  expect(account.data.balance).toBe(0);
  const id = Number(account.data.id);
  if (opening > 0)
    await t.db.transaction((tx) =>
      postBalanceChange(tx, { sellerId, accountId: id, amount: opening, event: 'recharge' }),
    );
  return id;
}

const balanceOf = async (id: number) =>
  Number((await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [id])).rows[0].balance);
const ledgerSum = async (id: number) =>
  Number(
    (
      await t.db.query<{ s: number }>(
        `select coalesce(sum(amount), 0)::bigint as s from account_flow where account_id = $1`,
        [id],
      )
    ).rows[0].s,
  );

describe('posting a balance change', () => {
  it('moves the balance and writes one entry with the balances before and after', async () => {
    const id = await newAccount();
    const entry = await t.db.transaction((tx) =>
      postBalanceChange(tx, { sellerId, accountId: id, amount: 12345, event: 'recharge', remark: '充值' }),
    );
    expect(entry).toMatchObject({ amount: 12345, balanceBefore: 0, balanceAfter: 12345 });
    const debit = await t.db.transaction((tx) =>
      postBalanceChange(tx, { sellerId, accountId: id, amount: -345, event: 'billSettlement' }),
    );
    expect(debit).toMatchObject({ balanceBefore: 12345, balanceAfter: 12000 });
    const { rows } = await t.db.query(
      `select event_type, amount, balance_after from account_flow where account_id = $1 order by id`,
      [id],
    );
    expect(rows).toEqual([
      { event_type: 1, amount: 12345, balance_after: 12345 },
      { event_type: 2, amount: -345, balance_after: 12000 },
    ]);
  });

  it('refuses an overdraft, a fraction or zero, and another seller, changing nothing', async () => {
    const id = await newAccount(1000);
    const refuse = (amount: number, seller = sellerId) =>
      t.db.transaction((tx) =>
        postBalanceChange(tx, { sellerId: seller, accountId: id, amount, event: 'manualAdjustment' }),
      );
    await expect(refuse(-1001)).rejects.toThrow(/余额不足/);
    await expect(refuse(1.5)).rejects.toThrow(/整数/);
    await expect(refuse(0)).rejects.toThrow(/整数/);
    await expect(refuse(100, sellerId + 1)).rejects.toThrow(/不存在/);
    expect(await balanceOf(id)).toBe(1000);
    expect(await ledgerSum(id)).toBe(1000);
  });

  it('lets a bill settlement use the credit limit and no further', async () => {
    const id = await newAccount(500, 1000);
    const settle = (amount: number) =>
      t.db.transaction((tx) =>
        postBalanceChange(tx, { sellerId, accountId: id, amount, event: 'billSettlement', allowNegative: true }),
      );
    await expect(settle(-1501)).rejects.toThrow(/余额不足/);
    expect((await settle(-1500)).balanceAfter).toBe(-1000);
  });

  it('rolls the entry back with its cause', async () => {
    const id = await newAccount(700);
    await expect(
      t.db.transaction(async (tx) => {
        await postBalanceChange(tx, { sellerId, accountId: id, amount: 300, event: 'recharge' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await balanceOf(id)).toBe(700);
    expect(await ledgerSum(id)).toBe(700);
  });

  it('never overdraws under parallel debits', async () => {
    const id = await newAccount(1000);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) =>
          postBalanceChange(tx, { sellerId, accountId: id, amount: -300, event: 'billSettlement' }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balanceOf(id)).toBe(100);
    expect(await ledgerSum(id)).toBe(100);
  });
});

describe('the invariant: balance = sum of the ledger', () => {
  it('holds for every account after a random sequence of operations', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, (_, i) => newAccount(0, i % 2 ? 5000 : 0)));
    let seed = 20261124;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const events: LedgerEvent[] = ['recharge', 'billSettlement', 'refund', 'fleetAllocation', 'manualAdjustment'];
    const expected = new Map(accounts.map((id) => [id, 0]));
    let refused = 0;
    for (let step = 0; step < 300; step += 1) {
      const accountId = accounts[Math.floor(random() * accounts.length)];
      const event = events[Math.floor(random() * events.length)];
      const size = 1 + Math.floor(random() * 20000);
      const amount = event === 'recharge' || (event === 'fleetAllocation' && random() < 0.5) ? size : -size;
      const allowNegative = event === 'billSettlement';
      const failCause = random() < 0.1;
      try {
        await t.db.transaction(async (tx) => {
          await postBalanceChange(tx, { sellerId, accountId, amount, event, allowNegative });
          if (failCause) throw new Error('cause failed');
        });
        expected.set(accountId, expected.get(accountId)! + amount);
      } catch {
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
    for (const id of accounts) {
      const balance = await balanceOf(id);
      expect(balance).toBe(expected.get(id));
      expect(balance).toBe(await ledgerSum(id));
    }
    const report = await reconcileAccounts(t.db, sellerId);
    expect(report.mismatches).toEqual([]);
  });

  it('is checked by the reconciliation route, which names an account that drifted', async () => {
    const id = await newAccount(2000);
    const clean = await post('/api/member/account/reconcile', {}, finance);
    expect(clean.code).toBe(0);
    expect(clean.data.mismatches).toEqual([]);
    expect(clean.data.accounts).toBeGreaterThan(0);
    await t.db.query(`update account set balance = balance + 1 where id = $1`, [id]);
    const drifted = await post('/api/member/account/reconcile', {}, finance);
    expect(drifted.data.mismatches).toEqual([
      expect.objectContaining({ accountId: id, balance: 2001, ledgerSum: 2000, difference: 1 }),
    ]);
    await t.db.query(`update account set balance = balance - 1 where id = $1`, [id]);
  });

  it('leaves the balance out of forms: a new account starts at zero', async () => {
    const member = await post('/api/member/member/save', {
      memberNo: 'LTFORM1',
      name: '表单会员',
      mobile: '13900001111',
      memberType: 1,
    });
    const account = await post('/api/member/account/save', {
      accountNo: 'LAFORM1',
      memberId: member.data.id,
      balance: 99999,
    });
    expect(account.data?.balance ?? 0).toBe(0);
  });
});

describe('refunds against an account', () => {
  // The applicant is a finance clerk: neither of the two approvers below (four eyes).
  let clerk: string;
  beforeAll(async () => {
    clerk = (await createUserWithRole(t, admin, 'ledgerclerk', 'finance')).token;
  });
  const apply = (accountId: number, amount: number, no: string) =>
    post('/api/bill/refund/save', { refundNo: no, accountId, amount, channel: 'Alipay', reason: '余额退回' }, clerk);

  it('refuses an application above the balance less open refunds, and fills the member from the account', async () => {
    const id = await newAccount(5000);
    const over = await apply(id, 5001, 'RFOVER1');
    expect(over.code).toBe(10);
    expect(over.msg).toContain('超过可退金额');
    const first = await apply(id, 3000, 'RFOK1');
    expect(first.code).toBe(0);
    expect(first.data.memberName).toMatch(/^账本会员/);
    expect(first.data.accountNo).toMatch(/^LA/);
    const second = await apply(id, 2500, 'RFOVER2');
    expect(second.code).toBe(10);
    expect(second.msg).toContain('20.00');
  });

  it('goes through both approvals by different users, pays once under parallel payments and debits the ledger', async () => {
    const id = await newAccount(8000);
    const refund = await apply(id, 3000, 'RFPAY1');
    const refundId = refund.data.id;
    expect((await post('/api/bill/refund/firstApprove', { id: refundId }, finance)).code).toBe(0);
    const same = await post('/api/bill/refund/secondApprove', { id: refundId }, finance);
    expect(same.code).toBe(12);
    expect((await post('/api/bill/refund/secondApprove', { id: refundId }, admin)).code).toBe(0);
    const payments = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/bill/refund/pay', { id: refundId }, finance)),
    );
    expect(payments.filter((p) => p.code === 0)).toHaveLength(1);
    expect(await balanceOf(id)).toBe(5000);
    const { rows } = await t.db.query(
      `select amount, balance_before, balance_after, event_type from account_flow where refund_id = $1`,
      [refundId],
    );
    expect(rows).toEqual([{ amount: -3000, balance_before: 8000, balance_after: 5000, event_type: 3 }]);
    expect(await ledgerSum(id)).toBe(5000);
  });

  it('refuses to pay a refund the balance no longer covers, and leaves it approved', async () => {
    const id = await newAccount(4000);
    const refund = await apply(id, 4000, 'RFSPENT1');
    await post('/api/bill/refund/firstApprove', { id: refund.data.id }, finance);
    await post('/api/bill/refund/secondApprove', { id: refund.data.id }, admin);
    await t.db.transaction((tx) =>
      postBalanceChange(tx, { sellerId, accountId: id, amount: -1000, event: 'billSettlement' }),
    );
    const pay = await post('/api/bill/refund/pay', { id: refund.data.id }, finance);
    expect(pay.code).toBe(10);
    expect(pay.msg).toContain('余额不足');
    expect((await post('/api/bill/refund/get', { id: refund.data.id })).data.status).toBe('Approve');
    expect(await balanceOf(id)).toBe(3000);
  });
});
