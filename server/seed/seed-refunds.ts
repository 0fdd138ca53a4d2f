import type { MetaBundle } from '../../src/meta/bundle';
import type { Queryable } from '../db/database';
import { insertRow } from '../crud/row-store';
import { approvedValues } from '../flow/approval-rule';
import { recordTransition } from '../flow/transitions';
import { flowNoFor, postBalanceChanges } from '../ledger';

interface DemoRefund {
  no: string;
  amount: number;
  channel: string;
  reason: string;
  /** Steps taken so far: f first approval (finance), s second approval (admin), p paid, r rejected, h on hold. */
  steps: string;
}

const REFUNDS: DemoRefund[] = [
  { no: '001', amount: 5000, channel: 'WeChatPay', reason: '余额退回', steps: '' },
  { no: '002', amount: 12000, channel: 'Alipay', reason: '充值重复', steps: '' },
  { no: '003', amount: 3000, channel: 'WeChatPay', reason: '账户注销', steps: 'f' },
  { no: '004', amount: 8800, channel: 'cash', reason: '误充值', steps: 'f' },
  { no: '005', amount: 2000, channel: 'Alipay', reason: '余额退回', steps: 'fs' },
  { no: '006', amount: 15000, channel: 'WeChatPay', reason: '车队解散', steps: 'fsp' },
  { no: '007', amount: 600, channel: 'cash', reason: '测试充值', steps: 'r' },
  { no: '008', amount: 4500, channel: 'Alipay', reason: '余额退回', steps: 'h' },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Refund records of one seller in every state of the two-level approval, each with the
 * transitions that brought it there: first approvals by the finance account, second
 * approvals by the administrator, and a ledger entry for the paid one. Run after the members'
 * seed: each refund is a real phone account's, its member's and for its balance.
 */
export async function seedRefunds(
  db: Queryable,
  bundle: MetaBundle,
  input: { sellerId: number; sellerNumber: string; now: Date },
): Promise<number> {
  const refund = bundle.entities.get('refundRecord');
  if (!refund) return 0;
  const { rows: users } = await db.query<{ id: number; account: string }>(
    `select id, account from users where seller_id = $1 and account in ('admin', 'finance')`,
    [input.sellerId],
  );
  const admin = users.find((u) => u.account === 'admin')?.id;
  const first = users.find((u) => u.account === 'finance')?.id ?? admin;
  if (admin === undefined || first === undefined) return 0;
  // Each refund draws on a phone account of its own that holds the amount and has no refund yet,
  // so that paying it (or the one seeded paid) posts against a real account like live work.
  const { rows: holders } = await db.query<{
    id: number;
    account_no: string;
    member_id: number;
    name: string;
    balance: number;
  }>(
    `select a."id", a."account_no", a."member_id", m."name", a."balance"
       from "account" a join "member" m on m."id" = a."member_id"
      where a."seller_id" = $1 and a."account_type" = 2 and a."account_state" = 1 and a."balance" >= $2
        and not exists (select 1 from "refund_record" r where r."account_id" = a."id")
      order by a."id"`,
    [input.sellerId, Math.max(...REFUNDS.map((demo) => demo.amount))],
  );
  if (holders.length < REFUNDS.length) return 0;
  for (const [index, demo] of REFUNDS.entries()) {
    const holder = holders[index];
    const applied = new Date(input.now.getTime() - (REFUNDS.length - index) * DAY);
    const at = (hours: number) => new Date(applied.getTime() + hours * 3600 * 1000).toISOString();
    const values: Record<string, unknown> = {
      refundNo: `RF${input.sellerNumber}${demo.no}`,
      accountId: Number(holder.id),
      memberId: Number(holder.member_id),
      memberName: holder.name,
      accountNo: holder.account_no,
      amount: demo.amount,
      channel: demo.channel,
      reason: demo.reason,
      appliedAt: applied.toISOString(),
      status: 'AwaitingApproval',
    };
    const transitions: [string, string, string, number, Record<string, unknown>][] = [];
    const move = (action: string, to: string, user: number, input: Record<string, unknown> = {}) => {
      transitions.push([action, String(values.status), to, user, input]);
      values.status = to;
    };
    for (const step of demo.steps) {
      if (step === 'f') {
        Object.assign(values, { firstAuditor: first, firstAuditedAt: at(2) });
        move('firstApprove', 'AwaitingReApproval', first);
      } else if (step === 's') {
        Object.assign(values, { secondAuditor: admin, secondAuditedAt: at(5) });
        move('secondApprove', 'Approve', admin);
      } else if (step === 'p') {
        values.refundedAt = at(8);
        move('pay', 'Refunded', admin);
      } else if (step === 'r') {
        values.rejectReason = '非会员本人申请';
        move('reject', 'DisApprove', first, { rejectReason: values.rejectReason });
      } else if (step === 'h') {
        values.rejectReason = '等待会员补充材料';
        move('hang', 'HangIn', first, { rejectReason: values.rejectReason });
      }
    }
    const row = await insertRow(db, refund, input.sellerId, values);
    const rowId = Number(row.id);
    for (const [action, from, to, userId, actionInput] of transitions) {
      await recordTransition(db, {
        sellerId: input.sellerId,
        entity: refund.name,
        rowId,
        action,
        from,
        to,
        userId,
        input: actionInput,
        // Each approval step keeps the values it approved, as the status route records them.
        approved: refund.approval?.steps.includes(action) ? approvedValues(refund, row) : null,
      });
    }
    if (values.status === 'Refunded')
      await postBalanceChanges(db, input.sellerId, [
        {
          sellerId: input.sellerId,
          accountId: Number(holder.id),
          amount: -demo.amount,
          event: 'refund',
          flowNo: flowNoFor('refund', String(values.refundNo)),
          refundId: rowId,
          remark: demo.reason,
          at: Date.parse(String(values.refundedAt)),
        },
      ]);
  }
  return REFUNDS.length;
}
