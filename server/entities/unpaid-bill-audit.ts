import { API_CODES } from '../../src/meta/api-codes';
import { applyBillMoney, lockBillMoney } from '../billing/bill-money';
import { CrudError, validationError } from '../crud/crud-error';
import { defineEntityHooks } from './entity-hooks';

const say = (locale: string, zh: string, en: string) => (locale === 'en-US' ? en : zh);
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
    if (!bill) throw new CrudError(API_CODES.NOT_FOUND, say(locale, '订单不存在', 'No such bill'));
    const owed = Number(bill.owed);
    if (owed <= 0) {
      const message = say(locale, '该订单没有欠费', 'This bill owes nothing');
      throw validationError(message, [{ field: 'billId', message }]);
    }
    values.memberId = bill.member_id === null ? null : Number(bill.member_id);
    values.owed = owed;
    if ((values.applyType ?? before?.applyType) === 'FULL') values.applyAmount = owed;
    const asked = Number(values.applyAmount ?? before?.applyAmount);
    if (asked > owed) {
      const message = say(
        locale,
        `申请金额不能超过欠费金额 ${yuan(owed)} 元`,
        `The amount asked may not exceed the ${yuan(owed)} owed`,
      );
      throw validationError(message, [{ field: 'applyAmount', message }]);
    }
  },
  async afterAction({ tx, action, after, sellerId, locale }) {
    if (action.name !== 'approve') return;
    const bill = await lockBillMoney(tx, sellerId, Number(after.billId));
    await applyBillMoney(tx, sellerId, bill, { waived: Number(after.applyAmount) }, locale);
  },
});
