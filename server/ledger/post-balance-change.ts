import { randomBytes } from 'node:crypto';
import { API_CODES } from '../../src/meta/api-codes';
import type { Queryable } from '../db/database';
import { CrudError } from '../crud/crud-error';

const money = (fen: number) => (fen / 100).toFixed(2);

/**
 * The ledger's events, with their codes in the `accountEventType` dictionary. Every change of
 * an account's balance is one of these, written as one `account_flow` row.
 */
export const LEDGER_EVENTS = {
  recharge: 1,
  billSettlement: 2,
  refund: 3,
  fleetAllocation: 4,
  manualAdjustment: 5,
  /** A correction: the opposite of an earlier entry, with its reason and approver (ledger reversal). */
  reversal: 6,
} as const;
export type LedgerEvent = keyof typeof LEDGER_EVENTS;

export interface BalanceChange {
  sellerId: number;
  accountId: number;
  /** Signed integer in fen: positive credits the account, negative debits it. */
  amount: number;
  event: LedgerEvent;
  /**
   * May the balance go below zero? Only a bill settlement on an account with a credit limit
   * may (down to minus that limit); every other debit is refused rather than overdrawing.
   */
  allowNegative?: boolean;
  /**
   * Unique flow number; one is generated when absent (`<prefix><time><random>`). Callers that
   * number an entry after their own record build it with flowNoFor, so the prefix comes once.
   */
  flowNo?: string;
  /** When the change happened (ms since epoch); now when absent. */
  at?: number;
  refundId?: number | null;
  billId?: number | null;
  remark?: string | null;
}

export interface LedgerEntry {
  id: number;
  flowNo: string;
  accountId: number;
  memberId: number | null;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
}

const PREFIX: Record<LedgerEvent, string> = {
  recharge: 'RC',
  billSettlement: 'BS',
  refund: 'RF',
  fleetAllocation: 'FA',
  manualAdjustment: 'MA',
  reversal: 'RV',
};

export const newFlowNo = (event: LedgerEvent) =>
  `${PREFIX[event]}${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * The flow number of an entry: the event's prefix once, before the reference the caller gives
 * (a refund's number RF100001006 stays RF100001006, a bill's B1000010001 becomes BSB1000010001).
 */
export const flowNoFor = (event: LedgerEvent, reference?: string) =>
  reference === undefined
    ? newFlowNo(event)
    : reference.startsWith(PREFIX[event])
      ? reference
      : `${PREFIX[event]}${reference}`;

/** A balance change must be a non-zero whole number of fen. */
export function assertLedgerAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new CrudError(API_CODES.VALIDATION_FAILED, `金额须为非零整数（分）: ${String(amount)}`);
}

export const insufficientBalance = (accountNo: string, balance: number, amount: number) =>
  new CrudError(
    API_CODES.VALIDATION_FAILED,
    `账户 ${accountNo} 余额不足：余额 ${money(balance)} 元，变动 ${money(amount)} 元`,
  );

/**
 * Posts one balance change in the caller's transaction: the account's balance moves by
 * `amount` in a single conditional `update ... returning` (never read, then written), and the
 * ledger entry records the balances before and after. A debit that would take the balance
 * below zero (below minus the credit limit when `allowNegative`), an amount that is not a
 * non-zero integer, or an account that is not the seller's or is disabled is refused with a
 * CrudError, so the caller's whole transaction rolls back.
 */
export async function postBalanceChange(tx: Queryable, change: BalanceChange): Promise<LedgerEntry> {
  const { sellerId, accountId, amount, event } = change;
  assertLedgerAmount(amount);
  const floor = change.allowNegative ? '-"credit_limit"' : '0';
  const { rows } = await tx.query<{
    balance: number;
    member_id: number | null;
    account_no: string;
    member_name: string | null;
  }>(
    `update "account" a set "balance" = a."balance" + $1, "updated_at" = now()
      where a."id" = $2 and a."seller_id" = $3 and a."account_state" <> 3
        and ($1 >= 0 or a."balance" + $1 >= ${floor})
      returning a."balance", a."member_id", a."account_no",
        (select m."name" from "member" m where m."id" = a."member_id") as member_name`,
    [amount, accountId, sellerId],
  );
  const row = rows[0];
  if (!row) {
    const { rows: found } = await tx.query<{ balance: number; account_no: string; account_state: number }>(
      `select "balance", "account_no", "account_state" from "account" where "id" = $1 and "seller_id" = $2`,
      [accountId, sellerId],
    );
    const account = found[0];
    if (!account) throw new CrudError(API_CODES.NOT_FOUND, `账户不存在: ${accountId}`);
    if (Number(account.account_state) === 3)
      throw new CrudError(API_CODES.STATUS_NOT_ALLOWED, `账户 ${account.account_no} 已停用，不能变动余额`);
    throw insufficientBalance(account.account_no, Number(account.balance), amount);
  }
  const balanceAfter = Number(row.balance);
  const balanceBefore = balanceAfter - amount;
  const flowNo = change.flowNo ?? newFlowNo(event);
  const memberId = row.member_id === null ? null : Number(row.member_id);
  const { rows: inserted } = await tx.query<{ id: number }>(
    `insert into "account_flow" ("seller_id", "flow_no", "account_id", "member_id", "event_type", "account_no",
        "member_name", "amount", "balance_before", "balance_after", "refund_id", "bill_id", "remark", "created_at")
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, coalesce($14::timestamptz, now())) returning "id"`,
    [
      sellerId,
      flowNo,
      accountId,
      memberId,
      LEDGER_EVENTS[event],
      row.account_no,
      row.member_name,
      amount,
      balanceBefore,
      balanceAfter,
      change.refundId ?? null,
      change.billId ?? null,
      change.remark ?? null,
      change.at === undefined ? null : new Date(change.at).toISOString(),
    ],
  );
  return { id: Number(inserted[0].id), flowNo, accountId, memberId, amount, balanceBefore, balanceAfter };
}
