import type { Locale } from '../../src/meta/model';
import { outboxSmsSender } from '../auth/sms-sender';
import { deductFromAccount, lockBillMoney, type BillMoney } from '../billing/bill-money';
import { fieldRefusal, refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { insertRow } from '../crud/row-store';
import type { Queryable } from '../db/database';
import { defineEntityHooks, type AfterActionArgs } from './entity-hooks';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Texts the member, through the product's SMS delivery, and counts the reminder on the bill. */
async function remind(tx: Queryable, sellerId: number, money: BillMoney, locale: Locale) {
  const { rows } = await tx.query<{ mobile: string | null }>(
    `select "mobile" from "member" where "id" = $1 and "seller_id" = $2`,
    [money.memberId, sellerId],
  );
  const mobile = rows[0]?.mobile;
  if (!mobile) throw refusal(locale, ERRORS.billWithoutMobile, [money.billNo], { errors: [] });
  await outboxSmsSender.send(tx, {
    sellerId,
    phone: mobile,
    content: `您的充电订单${money.billNo}尚欠费${yuan(money.owed)}元，请及时充值缴费。`,
    purpose: 'billReminder',
  });
  await tx.query(
    `update "bill" set "remind_count" = coalesce("remind_count", 0) + 1, "last_remind_at" = now()
      where "id" = $1 and "seller_id" = $2`,
    [money.id, sellerId],
  );
}

/**
 * A waiver request goes to the unpaid bill review (one open request per bill, for at most what
 * is owed; a full waiver asks for all of it), where someone other than the applicant decides.
 */
async function applyWaiver(args: AfterActionArgs, money: BillMoney) {
  const { tx, bundle, sellerId, userId, locale, input } = args;
  const { rows } = await tx.query(
    `select 1 from "unpaid_bill_audit" where "seller_id" = $1 and "bill_id" = $2 and "audit_status" = 'PENDING' limit 1`,
    [sellerId, money.id],
  );
  if (rows.length) throw refusal(locale, ERRORS.waiverPending, [money.billNo], { errors: [] });
  const amount = input.applyType === 'FULL' ? money.owed : Number(input.applyAmount);
  if (amount > money.owed) throw fieldRefusal(locale, ERRORS.askedOverOwed, 'applyAmount', [yuan(money.owed)]);
  await insertRow(tx, bundle.entities.get('unpaidBillAudit')!, sellerId, {
    billId: money.id,
    memberId: money.memberId,
    owed: money.owed,
    applyType: input.applyType,
    applyAmount: amount,
    reason: input.reason,
    applicant: userId,
    appliedAt: new Date().toISOString(),
    auditStatus: 'PENDING',
  });
}

/**
 * Outstanding bills (a view of the finished bills not yet paid in full): deduct again from the
 * member's account, send a reminder by SMS (counted on the bill), or apply for a waiver, which
 * the unpaid bill review decides. In the action's transaction: a refusal changes nothing.
 */
export default defineEntityHooks({
  async afterAction(args) {
    const { tx, action, after, sellerId, locale } = args;
    const money = await lockBillMoney(tx, sellerId, Number(after.id), locale);
    if (action.name === 'deductAgain') await deductFromAccount(tx, sellerId, money, locale);
    if (action.name === 'remind') await remind(tx, sellerId, money, locale);
    if (action.name === 'applyWaiver') await applyWaiver(args, money);
  },
});
