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
  const { rows } = await db.query<{ id: number; balance: number }>(
    `select "id", "balance" from "account" where "id" = any($1::bigint[])`,
    [[...new Set(lines.map((line) => line.accountId))]],
  );
  for (const row of rows) running.set(Number(row.id), Number(row.balance));
  const flows = lines.map((line) => {
    const before = running.get(line.accountId)!;
    running.set(line.accountId, before + line.amount);
    return [
      sellerId,
      line.flowNo,
      line.accountId,
      line.memberId,
      LEDGER_EVENTS[line.event],
      line.amount,
      before,
      before + line.amount,
      line.billIndex === null ? null : billIds[line.billIndex],
      line.remark,
      iso(line.at),
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
  // The flows name their account and member as the ledger's other entries do.
  await db.query(
    `update "account_flow" f set "account_no" = a."account_no", "member_name" = m."name"
       from "account" a left join "member" m on m."id" = a."member_id"
      where f."account_id" = a."id" and f."seller_id" = $1 and f."event_type" = any($2::int[]) and f."account_no" is null`,
    [sellerId, [LEDGER_EVENTS.billSettlement, LEDGER_EVENTS.recharge]],
  );
  return flows.length;
}
