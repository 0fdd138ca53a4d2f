import type { MetaBundle } from '../../src/meta/bundle';
import type { Queryable } from '../db/database';
import { insertRow } from '../crud/row-store';
import { approvedValues } from '../flow/approval-rule';
import { recordTransition } from '../flow/transitions';

interface DemoRefund {
  no: string;
  member: string;
  amount: number;
  channel: string;
  reason: string;
  /** Steps taken so far: f first approval (finance), s second approval (admin), p paid, r rejected, h on hold. */
  steps: string;
}

const REFUNDS: DemoRefund[] = [
  { no: '001', member: '张伟', amount: 5000, channel: 'WeChatPay', reason: '余额退回', steps: '' },
  { no: '002', member: '李娜', amount: 12000, channel: 'Alipay', reason: '充值重复', steps: '' },
  { no: '003', member: '王强', amount: 3000, channel: 'WeChatPay', reason: '账户注销', steps: 'f' },
  { no: '004', member: '刘洋', amount: 8800, channel: 'cash', reason: '误充值', steps: 'f' },
  { no: '005', member: '陈静', amount: 2000, channel: 'Alipay', reason: '余额退回', steps: 'fs' },
  { no: '006', member: '杨帆', amount: 15000, channel: 'WeChatPay', reason: '车队解散', steps: 'fsp' },
  { no: '007', member: '赵敏', amount: 600, channel: 'cash', reason: '测试充值', steps: 'r' },
  { no: '008', member: '黄磊', amount: 4500, channel: 'Alipay', reason: '余额退回', steps: 'h' },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Refund records of one seller in every state of the two-level approval, each with the
 * transitions that brought it there: first approvals by the finance account, second
 * approvals by the administrator, and a ledger entry for the paid one.
 */
export async function seedRefunds(
  db: Queryable,
  bundle: MetaBundle,
  input: { sellerId: number; sellerNumber: string; now: Date },
): Promise<number> {
  const refund = bundle.entities.get('refundRecord');
  const ledger = bundle.entities.get('accountFlow');
  if (!refund || !ledger) return 0;
  const { rows: users } = await db.query<{ id: number; account: string }>(
    `select id, account from users where seller_id = $1 and account in ('admin', 'finance')`,
    [input.sellerId],
  );
  const admin = users.find((u) => u.account === 'admin')?.id;
  const first = users.find((u) => u.account === 'finance')?.id ?? admin;
  if (admin === undefined || first === undefined) return 0;
  for (const [index, demo] of REFUNDS.entries()) {
    const applied = new Date(input.now.getTime() - (REFUNDS.length - index) * DAY);
    const at = (hours: number) => new Date(applied.getTime() + hours * 3600 * 1000).toISOString();
    const values: Record<string, unknown> = {
      refundNo: `RF${input.sellerNumber}${demo.no}`,
      memberName: demo.member,
      accountNo: `AC${input.sellerNumber}${demo.no}`,
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
    if (values.status === 'Refunded') {
      await insertRow(db, ledger, input.sellerId, {
        flowNo: `RF${String(values.refundNo)}`,
        accountNo: values.accountNo,
        memberName: values.memberName,
        amount: -demo.amount,
        refundId: rowId,
        remark: demo.reason,
      });
    }
  }
  return REFUNDS.length;
}
