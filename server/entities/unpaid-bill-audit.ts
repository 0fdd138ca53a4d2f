import { applyBillMoney, lockBillMoney } from '../billing/bill-money';
import { fieldRefusal, refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Unpaid bill reviews. A request names an owed bill; its member and what it owes come from the
 * bill, the amount asked never exceeds what is owed (a full waiver asks for all of it), and the
 * applicant is recorded so that someone else reviews it (the approve guard). An approved
 * request waives its amount on the bill in the same transaction; if the bill no longer owes
 * that much (paid meanwhile), the approval is refused and nothing changes.
 */
export default defineEntityHooks({
  async beforeSave({ tx, operation, values, before, sellerId, userId, locale }) {
    if (operation === 'save') {
      values.applicant = userId;
      values.appliedAt = new Date().toISOString();
    }
    const { rows } = await tx.query<{ member_id: number | null; owed: number }>(
      `select "member_id", "total_amount" - coalesce("paid_amount", 0) - coalesce("waived_amount", 0)
              - coalesce("written_off_amount", 0) as owed from "bill"
        where "id" = $1 and "seller_id" = $2`,
      [values.billId ?? before?.billId, sellerId],
    );
    const bill = rows[0];
    if (!bill) throw refusal(locale, ERRORS.noSuchBill);
    const owed = Number(bill.owed);
    if (owed <= 0) throw fieldRefusal(locale, ERRORS.billOwesNothing, 'billId');
    values.memberId = bill.member_id === null ? null : Number(bill.member_id);
    values.owed = owed;
    if ((values.applyType ?? before?.applyType) === 'FULL') values.applyAmount = owed;
    const asked = Number(values.applyAmount ?? before?.applyAmount);
    if (asked > owed) throw fieldRefusal(locale, ERRORS.askedOverOwed, 'applyAmount', [yuan(owed)]);
  },
  async afterAction({ tx, action, after, sellerId, locale }) {
    if (action.name !== 'approve') return;
    const bill = await lockBillMoney(tx, sellerId, Number(after.billId), locale);
    await applyBillMoney(tx, sellerId, bill, { waived: Number(after.applyAmount) }, locale);
  },
});
