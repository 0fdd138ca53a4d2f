import type { Queryable } from '../db/database';
import { fieldRefusal, refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { insertRow } from '../crud/row-store';
import { openRefunds } from './refund-record';
import { documentNumber } from './support/document-number';
import { defineEntityHooks } from './entity-hooks';

const yuan = (fen: number) => (fen / 100).toFixed(2);

interface AccountOfMember {
  accountNo: string;
  memberId: number | null;
  memberName: string | null;
  refundable: number;
}

/**
 * The account as a refund sees it: its number and member, and what may still be refunded (the
 * balance less the refunds still open against it, never below zero). `lock` holds the account
 * row until the caller's transaction ends, so that two applications cannot both take the same
 * balance.
 */
async function accountOf(tx: Queryable, sellerId: number, accountId: number, lock: boolean) {
  const { rows } = await tx.query<{ account_no: string; balance: number; member_id: number | null; name: string }>(
    `select a."account_no", a."balance", a."member_id", m."name" from "account" a
       left join "member" m on m."id" = a."member_id"
      where a."id" = $1 and a."seller_id" = $2${lock ? ' for update of a' : ''}`,
    [accountId, sellerId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const refundable = Number(row.balance) - (await openRefunds(tx, sellerId, accountId));
  return {
    accountNo: row.account_no,
    memberId: row.member_id === null ? null : Number(row.member_id),
    memberName: row.name,
    refundable: Math.max(refundable, 0),
  } satisfies AccountOfMember;
}

/**
 * Refund applications, filled in on a page of their own. The server works out the refundable
 * amount of the account chosen (the form shows it through the `refundable` route) and refuses
 * an amount above it or an account that is not the member's. Submitting writes the refund
 * record itself, in the same transaction, waiting for its first approval: from there the
 * refund's two-level approval takes over, and the application follows its status.
 */
export default defineEntityHooks({
  async beforeSave({ tx, bundle, operation, values, sellerId, userId, locale }) {
    if (operation !== 'save') return;
    const accountId = Number(values.accountId);
    const account = await accountOf(tx, sellerId, accountId, true);
    if (!account) throw refusal(locale, ERRORS.noSuchAccount);
    if (account.memberId !== Number(values.memberId)) throw fieldRefusal(locale, ERRORS.accountNotMembers, 'accountId');
    const amount = Number(values.amount);
    if (amount > account.refundable)
      throw fieldRefusal(locale, ERRORS.refundOverRefundable, 'amount', [yuan(amount), yuan(account.refundable)]);
    const refunds = bundle.entities.get('refundRecord');
    if (!refunds) throw new Error('a refund application needs the refundRecord entity');
    const appliedAt = new Date().toISOString();
    const refund = await insertRow(tx, refunds, sellerId, {
      refundNo: documentNumber('RF'),
      accountId,
      memberId: account.memberId,
      memberName: account.memberName,
      accountNo: account.accountNo,
      amount,
      channel: values.channel,
      reason: values.reason,
      status: 'AwaitingApproval',
      applicant: userId,
      appliedAt,
    });
    Object.assign(values, {
      applyNo: documentNumber('RA'),
      refundable: account.refundable,
      refundId: Number(refund.id),
      status: 'AwaitingApproval',
      applicant: userId,
      appliedAt,
    });
  },
  actions: {
    // What the form shows next to the account chosen; the save checks it again under lock.
    refundable: {
      action: 'add',
      run: async ({ tx, sellerId, body, locale }) => {
        const accountId = Number(body.accountId);
        const account = Number.isSafeInteger(accountId) ? await accountOf(tx, sellerId, accountId, false) : undefined;
        if (!account) throw refusal(locale, ERRORS.noSuchAccount);
        return { value: account.refundable };
      },
    },
  },
});
