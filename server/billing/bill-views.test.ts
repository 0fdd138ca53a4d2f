import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let viewer: string;
let other: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
}, 180_000);
afterAll(() => t?.close());

const call = (path: string, body: object, token = admin) => t.call(path, { body, token });
const post = async (path: string, body: object, token = admin) => (await call(path, body, token)).body;

interface BillRow {
  id: number;
  bill_no: string;
  total: number;
  paid: number;
  waived: number;
  written_off: number;
  owed: number;
  charge_status: number;
  bill_status: number;
  handle_status: string | null;
  handler_name: string | null;
  handled_at: string | null;
  handle_remark: string | null;
  bad_debt_status: string | null;
  remind_count: number | null;
}

async function bill(id: number): Promise<BillRow> {
  const { rows } = await t.db.query<BillRow>(
    `select id, bill_no, total_amount::int as total, paid_amount::int as paid, coalesce(waived_amount, 0)::int as waived,
            coalesce(written_off_amount, 0)::int as written_off, owed::int as owed, charge_status, bill_status,
            handle_status, handler_name, handled_at, handle_remark, bad_debt_status, remind_count
       from bill where id = $1`,
    [id],
  );
  return rows[0];
}

/** The money of a bill always adds up. */
const expectBalanced = (row: BillRow) => expect(row.paid + row.waived + row.written_off + row.owed).toBe(row.total);

async function firstId(where: string, seller = sellerId): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `select id from bill where seller_id = $1 and ${where} order by id limit 1`,
    [seller],
  );
  expect(rows.length).toBe(1);
  return Number(rows[0].id);
}

async function flowsOf(billId: number) {
  const { rows } = await t.db.query<{ amount: number }>(
    `select amount::int as amount from account_flow where bill_id = $1`,
    [billId],
  );
  return rows.map((row) => Number(row.amount));
}

async function otherSellerBill(where: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `select b.id from bill b join sellers s on s.id = b.seller_id where s.seller_number = '100002' and ${where} limit 1`,
  );
  return Number(rows[0].id);
}

describe('abnormal bills', () => {
  const base = '/api/bill/abnormalBill';

  it('lists only the abnormal bills, and a normal bill is not found through the view', async () => {
    const page = await post(`${base}/page`, { pageNo: 1, pageSize: 50 });
    expect(page.code).toBe(0);
    expect(page.data.totalCount).toBeGreaterThan(0);
    for (const row of page.data.data) expect(row.handleStatus).toMatch(/PENDING|PROCESSING|HANDLED|CLOSED/);
    const normal = await firstId(`handle_status is null`);
    expect((await post(`${base}/get`, { id: normal })).code).toBe(11);
    expect((await post(`${base}/close`, { ids: [normal], input: { handleRemark: 'x' } })).code).toBe(11);
    expect((await bill(normal)).handle_status).toBeNull();
  });

  it('closes with a reason, waiving what is owed, and then refuses to settle the closed bill', async () => {
    const id = await firstId(`handle_status = 'PENDING'`);
    const noReason = await post(`${base}/close`, { ids: [id], input: {} });
    expect(noReason.code).toBe(10);
    expect((await bill(id)).handle_status).toBe('PENDING');

    const closed = await post(`${base}/close`, { ids: [id], input: { handleRemark: '测试订单' } });
    expect(closed.code).toBe(0);
    const after = await bill(id);
    expect(after).toMatchObject({ handle_status: 'CLOSED', handle_remark: '测试订单', owed: 0 });
    expect(after.handler_name).toBeTruthy();
    expect(after.handled_at).not.toBeNull();
    expectBalanced(after);

    const settle = await post(`${base}/settle`, { ids: [id] });
    expect(settle.code).toBe(12);
    expect(settle.msg).toContain('已关闭');
    expect(await bill(id)).toEqual(after);
  });

  it('refuses to settle a bill priced at zero, then recalculates it and settles it through the ledger', async () => {
    // A session priced without a billing model, as the charging path flags it.
    const id = await firstId(
      `bill_status = 2 and charge_status = 1 and coalesce(paid_amount, 0) = 0 and handle_status is null
         and bad_debt_status is null and not exists (select 1 from unpaid_bill_audit a where a.bill_id = bill.id)`,
    );
    await t.db.query(
      `update bill set bill_status = 3, abnormal_type = 'NO_MODEL', handle_status = 'PENDING', electricity_fee = 0,
              service_fee = 0, total_amount = 0, owed = 0, cost_model_id = null, periods = '[]' where id = $1`,
      [id],
    );
    const zero = await bill(id);
    const early = await post(`${base}/settle`, { ids: [id] });
    expect(early.code).toBe(10);
    expect(early.msg).toContain('请先重新计算');
    expect(await bill(id)).toEqual(zero);

    expect((await post(`${base}/recalculate`, { ids: [id] })).code).toBe(0);
    const priced = await bill(id);
    expect(priced.handle_status).toBe('PROCESSING');
    expect(priced.total).toBeGreaterThan(0);
    expect(priced.owed).toBe(priced.total);
    expectBalanced(priced);

    await t.db.query(
      `update account set balance = balance + $2
        where id = (select c.account_id from card c join bill b on b.card_no = c.card_no and b.seller_id = c.seller_id
                     where b.id = $1)`,
      [id, priced.total],
    );
    expect((await post(`${base}/settle`, { ids: [id] })).code).toBe(0);
    const settled = await bill(id);
    expect(settled).toMatchObject({ handle_status: 'HANDLED', bill_status: 2, charge_status: 3, owed: 0 });
    expect(settled.paid).toBe(priced.total);
    expect(await flowsOf(id)).toEqual([-priced.total]);
  });

  it("refuses another seller's bill and a caller without the action key", async () => {
    const foreign = await otherSellerBill(`b.handle_status = 'PENDING'`);
    expect((await post(`${base}/close`, { ids: [foreign], input: { handleRemark: 'x' } })).code).toBe(11);
    expect((await bill(foreign)).handle_status).toBe('PENDING');
    const id = await firstId(`handle_status = 'PENDING'`);
    const denied = await call(`${base}/close`, { ids: [id], input: { handleRemark: 'x' } }, viewer);
    expect(denied.status).toBe(403);
    expect((await call(`${base}/close`, { ids: [id], input: { handleRemark: 'x' } }, other)).body.code).toBe(11);
    expect((await bill(id)).handle_status).toBe('PENDING');
  });
});

describe('bad debts', () => {
  const base = '/api/bill/badDebtBill';

  it('writes off what is owed, and refuses to write off again', async () => {
    const id = await firstId(`bad_debt_status = 'BAD_DEBT' and owed > 0`);
    const before = await bill(id);
    expect((await post(`${base}/writeOff`, { ids: [id], input: { handleRemark: '无法联系' } })).code).toBe(0);
    const after = await bill(id);
    expect(after).toMatchObject({ bad_debt_status: 'WRITTEN_OFF', owed: 0, charge_status: 3 });
    expect(after.written_off - before.written_off).toBe(before.owed);
    expectBalanced(after);
    const again = await post(`${base}/writeOff`, { ids: [id], input: { handleRemark: 'x' } });
    expect(again.code).toBe(12);
    expect(await bill(id)).toEqual(after);
  });

  it('recovers part and then the rest, and refuses more than is owed', async () => {
    const id = await firstId(`bad_debt_status = 'BAD_DEBT' and owed > 1`);
    const before = await bill(id);
    const over = await post(`${base}/recover`, {
      ids: [id],
      input: { recoverAmount: before.owed + 1, handleRemark: '现金' },
    });
    expect(over.code).toBe(10);
    expect(await bill(id)).toEqual(before);

    const flows = await flowsOf(id);
    const recovered = await post(`${base}/recover`, { ids: [id], input: { recoverAmount: 1, handleRemark: '现金' } });
    expect(recovered.code).toBe(0);
    const part = await bill(id);
    // Cash recovered is recorded through the ledger: the bill's entries took what it was paid.
    expect((await flowsOf(id)).slice(flows.length)).toEqual([-1]);
    expect(part).toMatchObject({ bad_debt_status: 'BAD_DEBT', owed: before.owed - 1, paid: before.paid + 1 });
    expectBalanced(part);
    const rest = await post(`${base}/recover`, {
      ids: [id],
      input: { recoverAmount: part.owed, handleRemark: '现金' },
    });
    expect(rest.code).toBe(0);
    expect(await bill(id)).toMatchObject({ bad_debt_status: 'RECOVERED', owed: 0, charge_status: 3 });
  });

  it('re-deducts from the account through the ledger, or says why nothing could be taken', async () => {
    const id = await firstId(`bad_debt_status = 'BAD_DEBT' and owed > 0`);
    const before = await bill(id);
    const { rows } = await t.db.query<{ id: number }>(
      `select a.id from account a join member m on m.id = a.member_id join bill b on b.member_id = m.id
        where b.id = $1 and a.account_state <> 3 order by a.id limit 1`,
      [id],
    );
    const accountId = Number(rows[0].id);
    await t.db.query(
      `update account set balance = 0, credit_limit = 0 where member_id = (select member_id from bill where id = $1)`,
      [id],
    );
    const empty = await post(`${base}/reDeduct`, { ids: [id] });
    expect(empty.code).toBe(10);
    expect(empty.msg).toContain('余额不足');
    expect(await bill(id)).toEqual(before);

    await t.db.query(`update account set balance = $2 where id = $1`, [accountId, before.owed + 500]);
    await t.db.query(`update card set account_id = $2 where card_no = (select card_no from bill where id = $1)`, [
      id,
      accountId,
    ]);
    const flows = await flowsOf(id);
    expect((await post(`${base}/reDeduct`, { ids: [id] })).code).toBe(0);
    const after = await bill(id);
    expect(after).toMatchObject({ bad_debt_status: 'RECOVERED', owed: 0, paid: before.paid + before.owed });
    expect((await flowsOf(id)).slice(flows.length)).toEqual([-before.owed]);
    const { rows: balance } = await t.db.query<{ balance: number }>(
      `select balance::int as balance from account where id = $1`,
      [accountId],
    );
    expect(Number(balance[0].balance)).toBe(500);
  });

  it("refuses another seller's bad debt and a caller without the action key", async () => {
    const foreign = await otherSellerBill(`b.bad_debt_status = 'BAD_DEBT'`);
    expect((await post(`${base}/writeOff`, { ids: [foreign], input: { handleRemark: 'x' } })).code).toBe(11);
    expect((await bill(foreign)).bad_debt_status).toBe('BAD_DEBT');
    const id = await firstId(`bad_debt_status = 'BAD_DEBT'`);
    expect((await call(`${base}/writeOff`, { ids: [id], input: { handleRemark: 'x' } }, viewer)).status).toBe(403);
    expect((await bill(id)).bad_debt_status).toBe('BAD_DEBT');
  });
});

describe('outstanding bills', () => {
  const base = '/api/bill/outstandingBill';
  const owedWhere = `bill_status = 2 and charge_status in (1, 2) and bad_debt_status is null`;

  it('lists the finished bills still owed', async () => {
    const page = await post(`${base}/page`, { pageNo: 1, pageSize: 50 });
    expect(page.code).toBe(0);
    expect(page.data.totalCount).toBeGreaterThan(0);
    for (const row of page.data.data) {
      expect([1, 2]).toContain(Number(row.chargeStatus));
      expect(Number(row.owed)).toBeGreaterThan(0);
    }
  });

  it('sends a reminder by SMS and counts it', async () => {
    const id = await firstId(owedWhere);
    const before = await bill(id);
    expect((await post(`${base}/remind`, { ids: [id] })).code).toBe(0);
    expect((await bill(id)).remind_count).toBe((before.remind_count ?? 0) + 1);
    const { rows } = await t.db.query(
      `select content from sms_outbox where purpose = 'billReminder' and content like $1`,
      [`%${before.bill_no}%`],
    );
    expect(rows.length).toBe(1);
  });

  it('refuses a deduction the account cannot pay, and takes part of the debt once it can', async () => {
    const id = await firstId(`${owedWhere} and id % 3 = 1 and owed > 1`);
    await t.db.query(
      `update account set balance = 0, credit_limit = 0 where member_id = (select member_id from bill where id = $1)`,
      [id],
    );
    const before = await bill(id);
    const answer = await post(`${base}/deductAgain`, { ids: [id] });
    expect(answer.code).toBe(10);
    expect(answer.msg).toContain('余额不足');
    expect(await bill(id)).toEqual(before);

    // One fen short of the debt: that much is taken, the rest stays owed.
    await t.db.query(
      `update account set balance = $2
        where id = (select c.account_id from card c join bill b on b.card_no = c.card_no and b.seller_id = c.seller_id
                     where b.id = $1)`,
      [id, before.owed - 1],
    );
    const flows = await flowsOf(id);
    expect((await post(`${base}/deductAgain`, { ids: [id] })).code).toBe(0);
    const after = await bill(id);
    expect(after).toMatchObject({ owed: 1, paid: before.paid + before.owed - 1, charge_status: 2 });
    expectBalanced(after);
    expect((await flowsOf(id)).slice(flows.length)).toEqual([-(before.owed - 1)]);
  });

  it('applies for a waiver that the review decides, and the approved amount is waived on the bill', async () => {
    const id = await firstId(
      `${owedWhere} and not exists (select 1 from unpaid_bill_audit a where a.bill_id = bill.id)`,
    );
    const before = await bill(id);
    const over = await post(`${base}/applyWaiver`, {
      ids: [id],
      input: { applyType: 'PARTIAL', applyAmount: before.owed + 1, reason: '桩故障' },
    });
    expect(over.code).toBe(10);
    const applied = await post(`${base}/applyWaiver`, {
      ids: [id],
      input: { applyType: 'PARTIAL', applyAmount: 1, reason: '桩故障' },
    });
    expect(applied.code).toBe(0);
    const twice = await post(`${base}/applyWaiver`, {
      ids: [id],
      input: { applyType: 'PARTIAL', applyAmount: 1, reason: '桩故障' },
    });
    expect(twice.code).toBe(10);
    expect(twice.msg).toContain('待审核');
    const { rows } = await t.db.query<{ id: number }>(
      `select id from unpaid_bill_audit where bill_id = $1 and audit_status = 'PENDING'`,
      [id],
    );
    expect(rows.length).toBe(1);
    // The applicant (admin) may not approve his own request; the finance user does.
    const finance = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
    expect((await post('/api/bill/unpaidBillAudit/approve', { ids: [rows[0].id] }, finance)).code).toBe(0);
    const after = await bill(id);
    expect(after).toMatchObject({ waived: before.waived + 1, owed: before.owed - 1 });
    expectBalanced(after);
  });

  it("refuses another seller's bill and a caller without the action key", async () => {
    const foreign = await otherSellerBill(`b.bill_status = 2 and b.charge_status in (1, 2)`);
    const before = await bill(foreign);
    expect((await post(`${base}/remind`, { ids: [foreign] })).code).toBe(11);
    expect(await bill(foreign)).toEqual(before);
    const id = await firstId(owedWhere);
    expect((await call(`${base}/remind`, { ids: [id] }, viewer)).status).toBe(403);
  });
});
