import type { Queryable } from '../../db/database';
import { flowNoFor, postBalanceChanges } from '../../ledger';

/** One balance change of a card account in the charging seed: a top-up, or a bill's settlement. */
export interface CardLedgerLine {
  accountId: number;
  /** Signed fen: a top-up credits, a settlement debits. */
  amount: number;
  event: 'recharge' | 'billSettlement';
  /** The bill's number the entry is numbered after (the event's prefix is added once). */
  reference: string;
  at: number;
  /** The bill settled (its index among the bills written), or null for a top-up. */
  billIndex: number | null;
  remark: string;
}

/**
 * The ledger entries of the charging seed, posted by the ledger's own bulk posting in the order
 * the seed moved the money, each dated when it happened: the balance stays the sum of the
 * ledger, and the entries fall on the bills' days.
 */
export async function writeCardLedger(
  db: Queryable,
  sellerId: number,
  lines: readonly CardLedgerLine[],
  billIds: readonly number[],
): Promise<number> {
  return postBalanceChanges(
    db,
    sellerId,
    lines.map((line) => ({
      sellerId,
      accountId: line.accountId,
      amount: line.amount,
      event: line.event,
      flowNo: flowNoFor(line.event, line.reference),
      at: line.at,
      billId: line.billIndex === null ? null : billIds[line.billIndex],
      remark: line.remark,
    })),
  );
}
