import { API_CODES } from '../../src/meta/api-codes';
import type { Queryable } from '../db/database';
import { CrudError } from '../crud/crud-error';
import {
  assertLedgerAmount,
  insufficientBalance,
  LEDGER_EVENTS,
  newFlowNo,
  type BalanceChange,
} from './post-balance-change';

const BATCH = 500;
const COLUMNS = [
  'seller_id',
  'flow_no',
  'account_id',
  'member_id',
  'event_type',
  'account_no',
  'member_name',
  'amount',
  'balance_before',
  'balance_after',
  'refund_id',
  'bill_id',
  'remark',
  'created_at',
];

/**
 * Posts many balance changes of one seller at once, by the rules postBalanceChange posts one:
 * each amount a non-zero integer, each account the seller's and not disabled, no debit below
 * zero (below minus the credit limit when `allowNegative`), every entry naming its account,
 * member and event. The accounts are locked and read once, each account's entries chain their
 * balances in the order given, the entries are written in batches and every balance is set
 * once to where its chain ends. An entry dated before its account's last entry is dated just
 * after it, so that the balances the entries record follow one another in time as well.
 * Any refusal throws a CrudError and the caller's transaction rolls back. For bulk work (the
 * demo seed's months of bills and top-ups); a single live change goes through postBalanceChange.
 */
export async function postBalanceChanges(
  tx: Queryable,
  sellerId: number,
  changes: readonly BalanceChange[],
): Promise<number> {
  if (changes.length === 0) return 0;
  for (const change of changes) {
    assertLedgerAmount(change.amount);
    if (change.sellerId !== sellerId) throw new CrudError(API_CODES.NOT_FOUND, `账户不存在: ${change.accountId}`);
  }
  const ids = [...new Set(changes.map((change) => change.accountId))];
  const { rows } = await tx.query<{
    id: number;
    balance: number;
    credit_limit: number | null;
    account_state: number;
    account_no: string;
    member_id: number | null;
    member_name: string | null;
    last_at: string | null;
  }>(
    `select a."id", a."balance", a."credit_limit", a."account_state", a."account_no", a."member_id",
            (select m."name" from "member" m where m."id" = a."member_id") as member_name,
            (select max(f."created_at") from "account_flow" f where f."account_id" = a."id") as last_at
       from "account" a where a."id" = any($1::bigint[]) and a."seller_id" = $2 for update`,
    [ids, sellerId],
  );
  const accounts = new Map(
    rows.map((row) => [
      Number(row.id),
      {
        ...row,
        balance: Number(row.balance),
        lastAt: row.last_at === null ? -Infinity : new Date(row.last_at).getTime(),
      },
    ]),
  );
  const now = Date.now();
  const entries = changes.map((change) => {
    const account = accounts.get(change.accountId);
    if (!account) throw new CrudError(API_CODES.NOT_FOUND, `账户不存在: ${change.accountId}`);
    if (Number(account.account_state) === 3)
      throw new CrudError(API_CODES.STATUS_NOT_ALLOWED, `账户 ${account.account_no} 已停用，不能变动余额`);
    const before = account.balance;
    const floor = change.allowNegative ? -Number(account.credit_limit ?? 0) : 0;
    if (change.amount < 0 && before + change.amount < floor)
      throw insufficientBalance(account.account_no, before, change.amount);
    account.balance = before + change.amount;
    const at = Math.max(change.at ?? now, account.lastAt + 1000);
    account.lastAt = at;
    return [
      sellerId,
      change.flowNo ?? newFlowNo(change.event),
      change.accountId,
      account.member_id === null ? null : Number(account.member_id),
      LEDGER_EVENTS[change.event],
      account.account_no,
      account.member_name,
      change.amount,
      before,
      account.balance,
      change.refundId ?? null,
      change.billId ?? null,
      change.remark ?? null,
      new Date(at).toISOString(),
    ];
  });
  const quoted = COLUMNS.map((column) => `"${column}"`).join(', ');
  for (let start = 0; start < entries.length; start += BATCH) {
    const params: unknown[] = [];
    const values = entries
      .slice(start, start + BATCH)
      .map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    await tx.query(`insert into "account_flow" (${quoted}) values ${values.join(', ')}`, params);
  }
  await tx.query(
    `update "account" a set "balance" = v.balance, "updated_at" = now()
       from unnest($1::bigint[], $2::bigint[]) as v(id, balance) where a."id" = v.id and a."seller_id" = $3`,
    [[...accounts.keys()], [...accounts.values()].map((account) => account.balance), sellerId],
  );
  return entries.length;
}
