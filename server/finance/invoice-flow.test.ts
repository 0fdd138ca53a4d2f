import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const base = '/api/member/invoiceRecord';
let t: TestApp;
let admin: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const post = async (path: string, body: object) => (await t.call(path, { body, token: admin })).body;
const act = async (name: string, id: number, input?: object) => post(`${base}/${name}`, { ids: [id], input });
const statusOf = async (id: number) => (await post(`${base}/get`, { id })).data.status as string;

interface Bill {
  id: number;
  memberId: number;
  paid: number;
}

/** Paid bills of one member that no invoice covers yet (from `skip` on, `count` of them). */
async function freeBills(count: number, skip = 0): Promise<Bill[]> {
  const { rows } = await t.db.query<{ id: number; member_id: number; paid_amount: number }>(
    `select b.id, b.member_id, b.paid_amount from bill b
      where b.seller_id = $1 and b.paid_amount > 0 and b.member_id = (
        select member_id from bill x where x.seller_id = $1 and x.paid_amount > 0
           and not exists (select 1 from invoice_record_bill_ids l where l.ref_id = x.id)
         group by member_id having count(*) >= $2 order by member_id offset $3 limit 1)
        and not exists (select 1 from invoice_record_bill_ids l where l.ref_id = b.id)
      order by b.id limit $2`,
    [sellerId, count, skip],
  );
  return rows.map((r) => ({ id: Number(r.id), memberId: Number(r.member_id), paid: Number(r.paid_amount) }));
}

async function applyFor(bills: Bill[]) {
  return post(`${base}/save`, {
    memberId: bills[0].memberId,
    billIds: bills.map((b) => b.id),
    titleType: 2,
    title: '杭州测试物流有限公司',
    taxNo: '91330100MA2TEST01X',
    email: 'finance@example.com',
  });
}

describe('invoice records', () => {
  it('an application is worth what was paid for its bills, whatever amount is sent', async () => {
    const bills = await freeBills(2);
    const answer = await post(`${base}/save`, {
      memberId: bills[0].memberId,
      billIds: bills.map((b) => b.id),
      titleType: 1,
      title: '个人',
      email: 'a@example.com',
      amount: 1,
    });
    expect(answer.code).toBe(0);
    expect(answer.data.amount).toBe(bills[0].paid + bills[1].paid);
    expect(answer.data.status).toBe('INVOICE_APPLYING');
    expect(answer.data.invoiceNo).toMatch(/^IV[A-Z0-9]+$/);
  });

  it('walks from application to issued, then through a reversal that releases its bills', async () => {
    const bills = await freeBills(2, 1);
    const { data } = await applyFor(bills);
    const id = Number(data.id);
    expect((await act('accept', id)).code).toBe(0);
    expect((await act('approve', id)).code).toBe(0);
    expect((await act('issue', id, {})).code).toBe(10);
    expect((await act('issue', id, { invoiceCode: '04400123' })).code).toBe(0);
    const issued = (await post(`${base}/get`, { id })).data;
    expect(issued).toMatchObject({ status: 'INVOICE_FINISH', invoiceCode: '04400123' });
    expect(issued.issuedAt).toBeTruthy();
    // While the invoice stands its bills cannot be invoiced again.
    const again = await applyFor(bills);
    expect(again.code).toBe(10);
    expect(again.msg).toContain(issued.invoiceNo);
    for (const [name, input] of [
      ['redApply', { rejectReason: '抬头开错' }],
      ['redAccept', undefined],
      ['redApprove', undefined],
      ['redFinish', undefined],
    ] as const)
      expect((await act(name, id, input)).code).toBe(0);
    expect(await statusOf(id)).toBe('REDED');
    expect((await applyFor(bills)).code).toBe(0);
  });

  it('offers only the transitions of the lifecycle: others are refused and change nothing', async () => {
    const bills = await freeBills(1, 2);
    const { data } = await applyFor(bills);
    const id = Number(data.id);
    for (const name of ['issue', 'redApply', 'redFinish', 'voidFinish', 'retry', 'approve']) {
      const answer = await act(name, id, { invoiceCode: '1', rejectReason: 'x' });
      expect(answer.code, name).toBe(12);
    }
    expect(await statusOf(id)).toBe('INVOICE_APPLYING');
    expect((await act('reject', id, { rejectReason: '税号有误' })).code).toBe(0);
    expect((await post(`${base}/update`, { id, title: '改过的抬头' })).code).toBe(12);
    // A rejected application releases its bills.
    expect((await applyFor(bills)).code).toBe(0);
  });

  it("refuses another member's bills, unpaid bills and an empty choice", async () => {
    const [mine] = await freeBills(1, 3);
    const [theirs] = await freeBills(1, 4);
    const mixed = await post(`${base}/save`, {
      memberId: mine.memberId,
      billIds: [mine.id, theirs.id],
      titleType: 1,
      title: '个人',
      email: 'a@example.com',
    });
    expect(mixed.code).toBe(10);
    expect(mixed.data.errors[0].field).toBe('billIds');
    const { rows } = await t.db.query<{ id: number; member_id: number }>(
      `select id, member_id from bill where seller_id = $1 and member_id is not null and coalesce(paid_amount, 0) = 0 limit 1`,
      [sellerId],
    );
    const unpaid = await post(`${base}/save`, {
      memberId: Number(rows[0].member_id),
      billIds: [Number(rows[0].id)],
      titleType: 1,
      title: '个人',
      email: 'a@example.com',
    });
    expect(unpaid.code).toBe(10);
    expect(unpaid.msg).toContain('尚未支付');
    const none = await post(`${base}/save`, {
      memberId: mine.memberId,
      billIds: [],
      titleType: 1,
      title: '个人',
      email: 'a@example.com',
    });
    expect(none.code).toBe(10);
  });

  it('concurrent applications for one bill: exactly one stands', async () => {
    const bills = await freeBills(1, 5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => applyFor(bills)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 10)).toBe(true);
  });
});
