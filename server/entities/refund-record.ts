import { fieldRefusal, refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { insertRow } from '../crud/row-store';
import { flowNoFor, postBalanceChange } from '../ledger';
import { defineEntityHooks } from './entity-hooks';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Refunds still open against an account (neither rejected nor paid), other than `exceptId`. */
export async function openRefunds(
  tx: Parameters<typeof insertRow>[0],
  sellerId: number,
  accountId: number,
  exceptId = 0,
) {
  const { rows } = await tx.query<{ s: number }>(
    `select coalesce(sum("amount"), 0)::bigint as s from "refund_record"
      where "seller_id" = $1 and "account_id" = $2 and "id" <> $3
        and "status" in ('AwaitingApproval', 'AwaitingReApproval', 'Approve', 'HangIn')`,
    [sellerId, accountId, exceptId],
  );
  return Number(rows[0].s);
}

/**
 * Refund records (two-level approval). An application against an account takes the account's
 * number and member from it and may not ask for more than the account holds less the refunds
 * still open against it (a refund never exceeds what was paid less what was refunded). Paying
 * a refund posts its ledger entry through `postBalanceChange` in the same transaction as the
 * status change: the balance moves by a conditional update that refuses to go negative, and
 * the status change itself only succeeds from `Approve`, so two concurrent payments of one
 * refund cannot both pass. An application without an account (records kept from before
 * accounts existed) writes a plain flow entry as before.
 */
export default defineEntityHooks({
  async beforeSave({ tx, operation, values, before, sellerId, locale }) {
    if (operation === 'save') values.appliedAt = new Date().toISOString();
    const accountId = values.accountId ?? before?.accountId ?? null;
    if (accountId === null || accountId === undefined) {
      if (!(values.memberName ?? before?.memberName) || !(values.accountNo ?? before?.accountNo))
        throw fieldRefusal(locale, ERRORS.noRefundAccount, 'accountId');
      return;
    }
    const { rows } = await tx.query<{ account_no: string; balance: number; member_id: number; name: string }>(
      `select a."account_no", a."balance", a."member_id", m."name" from "account" a
         left join "member" m on m."id" = a."member_id"
        where a."id" = $1 and a."seller_id" = $2 for update of a`,
      [accountId, sellerId],
    );
    const account = rows[0];
    if (!account) throw refusal(locale, ERRORS.noSuchAccount);
    // The member and account number come from the account; one typed otherwise is a mistake.
    for (const [field, actual] of [
      ['accountNo', account.account_no],
      ['memberName', account.name],
    ] as const) {
      const given = values[field];
      if (typeof given === 'string' && given.trim() !== '' && given !== actual)
        throw fieldRefusal(locale, ERRORS.notAsAccount, field, [actual]);
    }
    values.accountNo = account.account_no;
    values.memberId = Number(account.member_id);
    values.memberName = account.name;
    const amount = Number(values.amount ?? before?.amount);
    const refundable =
      Number(account.balance) - (await openRefunds(tx, sellerId, Number(accountId), Number(before?.id ?? 0)));
    if (amount > refundable)
      throw fieldRefusal(locale, ERRORS.refundOverRefundable, 'amount', [yuan(amount), yuan(Math.max(refundable, 0))]);
  },
  async afterAction({ tx, bundle, sellerId, action, after }) {
    // An application that started this refund follows its status (refund-application.ts).
    await tx.query(`update "refund_application" set "status" = $1 where "seller_id" = $2 and "refund_id" = $3`, [
      after.status,
      sellerId,
      after.id,
    ]);
    if (action.name !== 'pay') return;
    if (after.accountId !== null && after.accountId !== undefined) {
      await postBalanceChange(tx, {
        sellerId,
        accountId: Number(after.accountId),
        amount: -Number(after.amount),
        event: 'refund',
        flowNo: flowNoFor('refund', String(after.refundNo)),
        refundId: Number(after.id),
        remark: (after.reason as string | null) ?? null,
      });
      return;
    }
    const ledger = bundle.entities.get('accountFlow');
    if (!ledger) throw new Error('the refund ledger needs the accountFlow entity');
    await insertRow(tx, ledger, sellerId, {
      flowNo: flowNoFor('refund', String(after.refundNo)),
      accountNo: after.accountNo ?? null,
      memberName: after.memberName ?? null,
      amount: -Number(after.amount),
      refundId: Number(after.id),
      remark: after.reason ?? null,
    });
  },
});
