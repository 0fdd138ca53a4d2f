import type { Queryable } from '../../db/database';
import { LEDGER_EVENTS } from '../../ledger';
import { insertRows } from '../insert-rows';

/** One balance change of a card account in the charging seed: a top-up, or a bill's settlement. */
export interface CardLedgerLine {
  accountId: number;
  memberId: number;
  /** Signed fen: a top-up credits, a settlement debits. */
  amount: number;
  event: 'recharge' | 'billSettlement';
  flowNo: string;
  at: number;
  /** The bill settled (its index among the bills written), or null for a top-up. */
  billIndex: number | null;
  remark: string;
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * The ledger entries of the charging seed in batches, each account's entries chaining their
 * balances in the order given (the order the seed moved the money in), then every account's
 * balance set to where its chain ends: the balance stays the sum of its ledger.
 */
export async function writeCardLedger(
  db: Queryable,
  sellerId: number,
  lines: readonly CardLedgerLine[],
  billIds: readonly number[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const running = new Map<number, number>();
  // The entries name their account and member as the ledger's other entries do; the ledger is
  // append-only, so they are written with them rather than filled in afterwards.
  const named = new Map<number, { accountNo: string; memberName: string | null }>();
  const { rows } = await db.query<{ id: number; balance: number; account_no: string; member_name: string | null }>(
    `select a."id", a."balance", a."account_no", m."name" as member_name
       from "account" a left join "member" m on m."id" = a."member_id" where a."id" = any($1::bigint[])`,
    [[...new Set(lines.map((line) => line.accountId))]],
  );
  for (const row of rows) named.set(Number(row.id), { accountNo: row.account_no, memberName: row.member_name });
  for (const row of rows) running.set(Number(row.id), Number(row.balance));
  // An account's entries follow one another in time as in balance: a line dated before the
  // account's last entry is posted just after it (a settlement booked late), never in between,
  // where the balances the later entries record would not count it.
  const { rows: latest } = await db.query<{ account_id: number; at: string }>(
    `select "account_id", max("created_at") as at from "account_flow" where "account_id" = any($1::bigint[]) group by 1`,
    [[...running.keys()]],
  );
  const lastAt = new Map(latest.map((row) => [Number(row.account_id), new Date(row.at).getTime()]));
  const flows = lines.map((line) => {
    const before = running.get(line.accountId)!;
    running.set(line.accountId, before + line.amount);
    const at = Math.max(line.at, (lastAt.get(line.accountId) ?? -Infinity) + 1000);
    lastAt.set(line.accountId, at);
    return [
      sellerId,
      line.flowNo,
      line.accountId,
      line.memberId,
      LEDGER_EVENTS[line.event],
      named.get(line.accountId)!.accountNo,
      named.get(line.accountId)!.memberName,
      line.amount,
      before,
      before + line.amount,
      line.billIndex === null ? null : billIds[line.billIndex],
      line.remark,
      iso(at),
    ];
  });
  await insertRows(
    db,
    'account_flow',
    [
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
      'bill_id',
      'remark',
      'created_at',
    ],
    flows,
  );
  await db.query(
    `update "account" a set "balance" = v.balance from unnest($1::bigint[], $2::bigint[]) as v(id, balance)
      where a."id" = v.id and a."seller_id" = $3`,
    [[...running.keys()], [...running.values()], sellerId],
  );
  return flows.length;
}
