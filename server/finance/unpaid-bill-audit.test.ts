import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const base = '/api/bill/unpaidBillAudit';
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

const post = async (path: string, body: object, token = admin) => (await t.call(path, { body, token })).body;

async function owedBill(offset: number) {
  const { rows } = await t.db.query<{ id: number; member_id: number; owed: number }>(
    `select id, member_id, total_amount - coalesce(paid_amount, 0) as owed from bill
      where seller_id = $1 and bill_status = 2 and coalesce(paid_amount, 0) < total_amount order by id offset $2 limit 1`,
    [sellerId, offset],
  );
  return { id: Number(rows[0].id), memberId: Number(rows[0].member_id), owed: Number(rows[0].owed) };
}

describe('unpaid bill review', () => {
  it('takes the member and the amount owed from the bill, and a full waiver asks for all of it', async () => {
    const bill = await owedBill(20);
    const answer = await post(`${base}/save`, { billId: bill.id, applyType: 'FULL', applyAmount: 1, reason: '桩故障' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      memberId: bill.memberId,
      owed: bill.owed,
      applyAmount: bill.owed,
      auditStatus: 'PENDING',
    });
  });

  it('refuses to ask for more than is owed, and a bill that owes nothing', async () => {
    const bill = await owedBill(21);
    const over = await post(`${base}/save`, {
      billId: bill.id,
      applyType: 'PARTIAL',
      applyAmount: bill.owed + 1,
      reason: 'x',
    });
    expect(over.code).toBe(10);
    expect(over.data.errors[0].field).toBe('applyAmount');
    const { rows } = await t.db.query<{ id: number }>(
      `select id from bill where seller_id = $1 and bill_status = 2 and paid_amount >= total_amount limit 1`,
      [sellerId],
    );
    const settled = await post(`${base}/save`, {
      billId: rows[0].id,
      applyType: 'PARTIAL',
      applyAmount: 1,
      reason: 'x',
    });
    expect(settled.code).toBe(10);
    expect(settled.msg).toContain('没有欠费');
  });

  it('is reviewed by someone other than its applicant', async () => {
    const bill = await owedBill(22);
    const { data } = await post(
      `${base}/save`,
      { billId: bill.id, applyType: 'PARTIAL', applyAmount: 1, reason: 'x' },
      finance,
    );
    const own = await post(`${base}/approve`, { ids: [data.id] }, finance);
    expect(own.code).toBe(12);
    expect((await post(`${base}/approve`, { ids: [data.id] }, admin)).code).toBe(0);
    expect((await post(`${base}/update`, { id: data.id, applyAmount: 2 }, admin)).code).toBe(12);
  });
});
