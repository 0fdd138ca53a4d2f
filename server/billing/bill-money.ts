import type { Locale } from '../../src/meta/model';
import { refusal } from '../crud/crud-error';
import { ERRORS, message } from '../messages';
import type { Queryable } from '../db/database';
import { postBalanceChange } from '../ledger';
import { CHARGE_STATUS } from './settle-bill';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A bill's money: total = paid + waived + written off + owed, always. */
export interface BillMoney {
  id: number;
  billNo: string;
  memberId: number | null;
  total: number;
  paid: number;
  waived: number;
  writtenOff: number;
  owed: number;
}

/** The bill's amounts, locked for the rest of the caller's transaction; a bill not there is refused in `locale`. */
export async function lockBillMoney(tx: Queryable, sellerId: number, id: number, locale: Locale): Promise<BillMoney> {
  const { rows } = await tx.query<Record<string, string | number | null>>(
    `select "id", "bill_no", "member_id", coalesce("total_amount", 0) as total, coalesce("paid_amount", 0) as paid,
            coalesce("waived_amount", 0) as waived, coalesce("written_off_amount", 0) as written_off
       from "bill" where "id" = $1 and "seller_id" = $2 for update`,
    [id, sellerId],
  );
  const row = rows[0];
  if (!row) throw refusal(locale, ERRORS.noSuchBill);
  const money = {
    id: Number(row.id),
    billNo: String(row.bill_no),
    memberId: row.member_id === null ? null : Number(row.member_id),
    total: Number(row.total),
    paid: Number(row.paid),
    waived: Number(row.waived),
    writtenOff: Number(row.written_off),
  };
  return { ...money, owed: money.total - money.paid - money.waived - money.writtenOff };
}

/** How much more is paid, waived or written off; each a non-negative amount in fen. */
export interface BillMoneyChange {
  paid?: number;
  waived?: number;
  writtenOff?: number;
}

/**
 * Moves part of what a bill owes to paid, waived or written off, in one update that keeps
 * total = paid + waived + written off + owed and sets the charge status from the result
 * (settled once nothing is owed). More than is owed is refused and nothing changes.
 */
export async function applyBillMoney(
  tx: Queryable,
  sellerId: number,
  bill: BillMoney,
  change: BillMoneyChange,
  locale: Locale,
): Promise<BillMoney> {
  const paid = change.paid ?? 0;
  const waived = change.waived ?? 0;
  const writtenOff = change.writtenOff ?? 0;
  const moved = paid + waived + writtenOff;
  if (moved > bill.owed)
    throw refusal(locale, ERRORS.movedOverOwed, [yuan(moved), bill.billNo, yuan(bill.owed)], { errors: [] });
  const next = {
    ...bill,
    paid: bill.paid + paid,
    waived: bill.waived + waived,
    writtenOff: bill.writtenOff + writtenOff,
    owed: bill.owed - moved,
  };
  const chargeStatus =
    next.owed === 0 ? CHARGE_STATUS.settled : next.paid > 0 ? CHARGE_STATUS.partial : CHARGE_STATUS.unpaid;
  await tx.query(
    `update "bill" set "paid_amount" = $3, "waived_amount" = $4, "written_off_amount" = $5, "owed" = $6,
        "charge_status" = $7, "updated_at" = now()
      where "id" = $1 and "seller_id" = $2`,
    [bill.id, sellerId, next.paid, next.waived, next.writtenOff, next.owed, chargeStatus],
  );
  return next;
}

/**
 * The account a bill is charged to: the account of the card it was charged with, else the
 * member's first account that is not disabled.
 */
async function accountOf(tx: Queryable, sellerId: number, billId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number | null }>(
    `select coalesce(
        (select c."account_id" from "card" c where c."seller_id" = b."seller_id" and c."card_no" = b."card_no" limit 1),
        (select a."id" from "account" a where a."seller_id" = b."seller_id" and a."member_id" = b."member_id"
            and a."account_state" <> 3 order by a."id" limit 1)) as id
       from "bill" b where b."id" = $1 and b."seller_id" = $2`,
    [billId, sellerId],
  );
  return rows[0]?.id === null || rows[0]?.id === undefined ? undefined : Number(rows[0].id);
}

/**
 * Takes what the bill owes from the member's account, as far as its balance (plus its credit
 * limit) goes, as one ledger entry of a bill settlement. Nothing to take is refused with the
 * reason, so an operator sees why the debt is still there and nothing changes; unless not
 * `required`, when what cannot be taken simply stays owed.
 */
export async function deductFromAccount(
  tx: Queryable,
  sellerId: number,
  bill: BillMoney,
  locale: Locale,
  options: { required: boolean } = { required: true },
): Promise<BillMoney> {
  if (!options.required && bill.owed <= 0) return bill;
  if (bill.owed <= 0) throw refusal(locale, ERRORS.billNothingOwed, [bill.billNo], { errors: [] });
  const accountId = await accountOf(tx, sellerId, bill.id);
  if (accountId === undefined && !options.required) return bill;
  if (accountId === undefined) throw refusal(locale, ERRORS.billWithoutAccount, [bill.billNo], { errors: [] });
  const { rows } = await tx.query<{ balance: number; credit_limit: number | null; account_state: number }>(
    `select "balance", "credit_limit", "account_state" from "account" where "id" = $1 and "seller_id" = $2 for update`,
    [accountId, sellerId],
  );
  const account = rows[0];
  const available =
    account && Number(account.account_state) !== 3 ? Number(account.balance) + Number(account.credit_limit ?? 0) : 0;
  const take = Math.max(0, Math.min(bill.owed, available));
  if (take === 0 && !options.required) return bill;
  if (take === 0) throw refusal(locale, ERRORS.billNoMoney, [bill.billNo], { errors: [] });
  await postBalanceChange(tx, {
    sellerId,
    accountId,
    amount: -take,
    event: 'billSettlement',
    allowNegative: true,
    billId: bill.id,
    remark: bill.billNo,
  });
  return applyBillMoney(tx, sellerId, bill, { paid: take }, locale);
}

/**
 * Money for a bill collected outside the account (cash, a bank transfer): credited to the
 * member's account and taken from it for the bill at once, two ledger entries that leave the
 * balance as it was. So that what a bill was paid is always what its ledger entries took.
 */
export async function recoverOffline(
  tx: Queryable,
  sellerId: number,
  bill: BillMoney,
  amount: number,
  locale: Locale,
): Promise<BillMoney> {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > bill.owed)
    throw refusal(locale, ERRORS.badRecovery, [bill.billNo, yuan(bill.owed)], {
      errors: [{ field: 'recoverAmount', message: message(locale, 'recoveryOverOwed') }],
    });
  const accountId = await accountOf(tx, sellerId, bill.id);
  if (accountId === undefined) throw refusal(locale, ERRORS.recoveryWithoutAccount, [bill.billNo], { errors: [] });
  await postBalanceChange(tx, {
    sellerId,
    accountId,
    amount,
    event: 'manualAdjustment',
    remark: message(locale, 'recoveredOffline', bill.billNo),
  });
  await postBalanceChange(tx, {
    sellerId,
    accountId,
    amount: -amount,
    event: 'billSettlement',
    allowNegative: true,
    billId: bill.id,
    remark: bill.billNo,
  });
  return applyBillMoney(tx, sellerId, bill, { paid: amount }, locale);
}

/** The name of the user who handled a row, kept beside the id for lists and exports. */
export async function userName(tx: Queryable, userId: number): Promise<string | null> {
  const { rows } = await tx.query<{ name: string | null; account: string }>(
    `select "name", "account" from users where "id" = $1`,
    [userId],
  );
  return rows[0] ? (rows[0].name ?? rows[0].account) : null;
}
