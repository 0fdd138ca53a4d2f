import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { CrudError } from '../crud/crud-error';
import { insertRow } from '../crud/row-store';
import { defineEntityHooks, ENTITY_HOOKS } from '../entities';
import { createUserWithRole } from '../test-support/extra-users';

const base = '/api/bill/refund';
let t: TestApp;
let finance: string;
let admin: string;
let viewer: string;
// The applicant of the refunds below: a finance clerk who is neither of their approvers.
let clerk: string;
let userIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  clerk = (await createUserWithRole(t, admin, 'refundclerk', 'finance')).token;
  const { rows } = await t.db.query<{ id: number; account: string }>(
    `select u.id, u.account from users u join sellers s on s.id = u.seller_id where s.seller_number = '100001'`,
  );
  userIds = Object.fromEntries(rows.map((row) => [row.account, Number(row.id)]));
});
afterAll(() => t?.close());

const post = async (op: string, body: object, token: string) => (await t.call(`${base}/${op}`, { body, token })).body;

let serial = 0;
async function apply(token = clerk) {
  serial += 1;
  const answer = await post(
    'save',
    {
      refundNo: `T${serial}X`,
      memberName: '测试会员',
      accountNo: `A${serial}`,
      amount: 1000 + serial,
      channel: 'Alipay',
      reason: '余额退回',
    },
    token,
  );
  expect(answer.code).toBe(0);
  return answer.data as { id: number; status: string; appliedAt: string | null };
}
const rowOf = async (id: number) => (await post('get', { id }, admin)).data;
const transitionsOf = async (id: number) => (await post('transitions', { id }, finance)).data;
const ledgerOf = async (id: number) => (await t.db.query(`select * from account_flow where refund_id = $1`, [id])).rows;

describe('two-level refund approval', () => {
  it('stamps an application with its time and starts it awaiting approval', async () => {
    const before = Date.now();
    const row = await apply();
    expect(row.status).toBe('AwaitingApproval');
    expect(new Date(row.appliedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses the second approval to the first approver and grants it to another user', async () => {
    const { id } = await apply();
    expect((await post('firstApprove', { id }, finance)).code).toBe(0);
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'AwaitingReApproval', firstAuditor: userIds.finance });
    expect(first.firstAuditedAt).toBeTruthy();

    const same = await post('secondApprove', { id }, finance);
    expect(same.code).toBe(12);
    expect(same.msg).toContain('初审人以外');
    expect((await rowOf(id)).status).toBe('AwaitingReApproval');

    expect((await post('secondApprove', { id }, admin)).code).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'Approve', secondAuditor: userIds.admin });
  });

  it('records every transition with who, from, to and the form input', async () => {
    const { id } = await apply();
    await post('firstApprove', { id }, finance);
    await post('reject', { id, input: { rejectReason: '金额有误' } }, admin);
    const history = await transitionsOf(id);
    expect(history.map((h: { action: string; from: string; to: string }) => [h.action, h.from, h.to])).toEqual([
      ['firstApprove', 'AwaitingApproval', 'AwaitingReApproval'],
      ['reject', 'AwaitingReApproval', 'DisApprove'],
    ]);
    expect(history[0]).toMatchObject({ userId: userIds.finance, input: null });
    expect(history[1]).toMatchObject({ userId: userIds.admin, input: { rejectReason: '金额有误' } });
    expect(history[1].userName).toBeTruthy();
    expect((await rowOf(id)).rejectReason).toBe('金额有误');
  });

  it('validates the action form on the server: a rejection needs its reason, nothing changes without it', async () => {
    const { id } = await apply();
    const missing = await post('reject', { id }, finance);
    expect(missing.code).toBe(10);
    expect(missing.data.errors).toEqual([{ field: 'rejectReason', message: expect.any(String) }]);
    const tooLong = await post('reject', { id, input: { rejectReason: 'x'.repeat(201) } }, finance);
    expect(tooLong.code).toBe(10);
    const unknown = await post('reject', { id, input: { rejectReason: 'ok', amount: 1 } }, finance);
    expect(unknown.code).toBe(10);
    expect(unknown.data.errors.map((e: { field: string }) => e.field)).toEqual(['amount']);
    expect((await rowOf(id)).status).toBe('AwaitingApproval');
    expect(await transitionsOf(id)).toEqual([]);
  });

  it('rejects at the first level with a reason, and a rejected refund cannot be approved', async () => {
    const { id } = await apply();
    expect((await post('reject', { id, input: { rejectReason: '非本人' } }, finance)).code).toBe(0);
    expect((await rowOf(id)).status).toBe('DisApprove');
    expect((await post('firstApprove', { id }, admin)).code).toBe(12);
  });

  it('puts on hold and resumes from the first approval', async () => {
    const { id } = await apply();
    await post('firstApprove', { id }, finance);
    expect((await post('hang', { id, input: { rejectReason: '补充材料' } }, admin)).code).toBe(0);
    expect((await rowOf(id)).status).toBe('HangIn');
    expect((await post('resume', { id }, admin)).code).toBe(0);
    expect((await rowOf(id)).status).toBe('AwaitingApproval');
  });

  it('pays an approved refund and writes its ledger entry in the same transaction', async () => {
    const { id } = await apply();
    await post('firstApprove', { id }, finance);
    await post('secondApprove', { id }, admin);
    expect((await post('pay', { id }, finance)).code).toBe(0);
    const row = await rowOf(id);
    expect(row.status).toBe('Refunded');
    expect(row.refundedAt).toBeTruthy();
    const [entry, ...more] = await ledgerOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ flow_no: `RF${row.refundNo}`, amount: -row.amount });
  });

  it('lets only one of two concurrent approvals of one refund succeed', async () => {
    const { id } = await apply();
    const answers = await Promise.all([post('firstApprove', { id }, finance), post('firstApprove', { id }, admin)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 12]);
    expect(await transitionsOf(id)).toHaveLength(1);
    const row = await rowOf(id);
    const winner = answers[0].code === 0 ? userIds.finance : userIds.admin;
    expect(row.firstAuditor).toBe(winner);
  });

  it('refuses an approval to a user without its permission button', async () => {
    const { id } = await apply();
    const answer = await t.call(`${base}/firstApprove`, { body: { id }, token: viewer });
    expect(answer.status).toBe(403);
    expect((await rowOf(id)).status).toBe('AwaitingApproval');
  });

  it("keeps another seller's refund out of reach", async () => {
    const { id } = await apply();
    const other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
    expect((await post('firstApprove', { id }, other)).code).toBe(11);
    expect((await post('transitions', { id }, other)).code).toBe(11);
  });
});

describe('server hooks run inside the write transaction', () => {
  let h: TestApp;
  beforeAll(async () => {
    const failing = defineEntityHooks({
      async afterAction({ tx, bundle, sellerId, action, after }) {
        if (action.name !== 'pay') return;
        // The ledger entry is written, then the hook fails: both must be undone.
        await insertRow(tx, bundle.entities.get('accountFlow')!, sellerId, {
          flowNo: `RF${String(after.refundNo)}`,
          amount: -Number(after.amount),
          refundId: Number(after.id),
        });
        throw new Error('ledger unavailable');
      },
      async beforeAction({ action, input }) {
        if (action.name === 'hang' && input.rejectReason === 'never') throw new CrudError(12, 'not on hold today');
      },
      actions: {
        // A custom action: counts the caller's refunds awaiting approval, behind pageId:get.
        awaiting: {
          action: 'get',
          async run({ tx, sellerId, body }) {
            const { rows } = await tx.query<{ n: number }>(
              `select count(*)::int as n from refund_record where seller_id = $1 and status = $2`,
              [sellerId, String(body.status ?? 'AwaitingApproval')],
            );
            return { count: Number(rows[0].n) };
          },
        },
      },
      async beforeSave({ values }) {
        if (values.reason === 'refuse me') {
          throw new CrudError(10, 'refused by the hook');
        }
      },
    });
    // Every other entity keeps its own hooks (the accounts' reconciliation button needs its action).
    h = await createTestApp({ hooks: new Map([...ENTITY_HOOKS, ['refundRecord', failing]]) });
  });
  afterAll(() => h?.close());

  it('rolls back the status change, its transition and the ledger entry when an after-action hook throws', async () => {
    const token = await h.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const { rows } = await h.db.query<{ id: number }>(
      `select r.id from refund_record r join sellers s on s.id = r.seller_id
       where s.seller_number = '100001' and r.status = 'Approve' limit 1`,
    );
    const id = Number(rows[0].id);
    const answer = await h.call(`${base}/pay`, { body: { id }, token });
    expect(answer.status).toBe(500);
    const status = await h.db.query(`select status from refund_record where id = $1`, [id]);
    expect(status.rows[0].status).toBe('Approve');
    expect((await h.db.query(`select 1 from account_flow where refund_id = $1`, [id])).rows).toEqual([]);
    const moves = await h.db.query(`select 1 from status_transitions where row_id = $1 and action = 'pay'`, [id]);
    expect(moves.rows).toEqual([]);
  });

  it('answers a before-save hook refusal as a business failure and writes nothing', async () => {
    const token = await h.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const body = {
      refundNo: 'HOOK1',
      memberName: 'm',
      accountNo: 'A1',
      amount: 1,
      channel: 'cash',
      reason: 'refuse me',
    };
    const answer = await h.call(`${base}/save`, { body, token });
    expect(answer.body).toMatchObject({ code: 10, msg: 'refused by the hook' });
    expect((await h.db.query(`select 1 from refund_record where refund_no = 'HOOK1'`)).rows).toEqual([]);
  });

  it('lets a before-action hook refuse with its own message, changing nothing', async () => {
    const token = await h.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
    const { rows } = await h.db.query<{ id: number }>(
      `select r.id from refund_record r join sellers s on s.id = r.seller_id
       where s.seller_number = '100001' and r.status = 'AwaitingApproval' order by r.id limit 1`,
    );
    const id = Number(rows[0].id);
    const answer = await h.call(`${base}/hang`, { body: { id, input: { rejectReason: 'never' } }, token });
    expect(answer.body).toMatchObject({ code: 12, msg: 'not on hold today' });
    const status = await h.db.query(`select status from refund_record where id = $1`, [id]);
    expect(status.rows[0].status).toBe('AwaitingApproval');
  });

  it("serves a custom action of the hook file behind its permission, within the caller's seller", async () => {
    const admin = await h.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const { rows } = await h.db.query<{ n: number }>(
      `select count(*)::int as n from refund_record r join sellers s on s.id = r.seller_id
       where s.seller_number = '100001' and r.status = 'AwaitingReApproval'`,
    );
    const answer = await h.call(`${base}/awaiting`, { body: { status: 'AwaitingReApproval' }, token: admin });
    expect(answer.body).toMatchObject({ code: 0, data: { count: Number(rows[0].n) } });
    expect((await h.call(`${base}/awaiting`, { body: {} })).status).toBe(401);
  });
});
