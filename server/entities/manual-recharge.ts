import { fieldRefusal, refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { insertRow } from '../crud/row-store';
import { postBalanceChange } from '../ledger';
import { documentNumber } from './support/document-number';
import { defineEntityHooks } from './entity-hooks';

/** The most one manual recharge may credit (amount plus gift), in fen: 50,000.00 yuan. */
export const MANUAL_RECHARGE_LIMIT = 5_000_000;

/**
 * Manual recharges: an operator's top-up of a member's account, credited only when approved.
 * The application takes its member from the account, numbers itself and records who asked;
 * approving posts amount plus gift to the account's ledger and writes the recharge record, all
 * in the approval's transaction (the approval itself only succeeds from PENDING, so two
 * concurrent approvals cannot credit twice). Rows are edited only while pending
 * (`editableIn`).
 */
export default defineEntityHooks({
  async beforeSave({ tx, operation, values, before, sellerId, userId, locale }) {
    if (operation === 'save') {
      values.rechargeNo = documentNumber('MR');
      values.applicant = userId;
      values.appliedAt = new Date().toISOString();
    }
    const accountId = values.accountId ?? before?.accountId;
    const { rows } = await tx.query<{ member_id: number | null; account_state: number }>(
      `select "member_id", "account_state" from "account" where "id" = $1 and "seller_id" = $2`,
      [accountId, sellerId],
    );
    const account = rows[0];
    if (!account) throw refusal(locale, ERRORS.noSuchAccount);
    if (Number(account.account_state) === 3) throw fieldRefusal(locale, ERRORS.accountDisabled, 'accountId');
    values.memberId = account.member_id === null ? null : Number(account.member_id);
    const total = Number(values.amount ?? before?.amount ?? 0) + Number(values.giftAmount ?? before?.giftAmount ?? 0);
    if (total > MANUAL_RECHARGE_LIMIT) throw fieldRefusal(locale, ERRORS.rechargeOverLimit, 'amount');
  },
  async afterAction({ tx, bundle, sellerId, action, after }) {
    if (action.name !== 'approve') return;
    const amount = Number(after.amount);
    const gift = Number(after.giftAmount ?? 0);
    const entry = await postBalanceChange(tx, {
      sellerId,
      accountId: Number(after.accountId),
      amount: amount + gift,
      event: 'recharge',
      flowNo: `RC${String(after.rechargeNo)}`,
      remark: (after.reason as string | null) ?? null,
    });
    const recharges = bundle.entities.get('recharge');
    if (!recharges) throw new Error('an approved manual recharge needs the recharge entity');
    const { rows } = await tx.query<{ account_type: number }>(`select "account_type" from "account" where "id" = $1`, [
      entry.accountId,
    ]);
    await insertRow(tx, recharges, sellerId, {
      rechargeNo: after.rechargeNo,
      memberId: entry.memberId,
      accountId: entry.accountId,
      accountType: rows[0]?.account_type ?? null,
      rechargeType: after.rechargeType,
      payChannel: after.payChannel,
      amount,
      giftAmount: gift,
      status: 'PAID',
      paidAt: new Date().toISOString(),
      remark: after.reason ?? null,
    });
  },
});
