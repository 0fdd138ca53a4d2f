import type { Queryable } from '../db/database';

export interface LedgerMismatch {
  accountId: number;
  accountNo: string;
  balance: number;
  ledgerSum: number;
  difference: number;
}

export interface ReconciliationReport {
  accounts: number;
  mismatches: LedgerMismatch[];
  checkedAt: string;
}

/**
 * Compares every account of the seller with its ledger: the balance must equal the sum of its
 * `account_flow` amounts. Read-only; one statement, so it sees one consistent snapshot.
 */
export async function reconcileAccounts(db: Queryable, sellerId: number): Promise<ReconciliationReport> {
  const { rows } = await db.query<{
    id: number;
    account_no: string;
    balance: number;
    ledger_sum: number;
    total: number;
  }>(
    `select a."id", a."account_no", a."balance", coalesce(f.s, 0)::bigint as ledger_sum, count(*) over () as total
       from "account" a
       left join (select "account_id", sum("amount") as s from "account_flow"
                   where "seller_id" = $1 and "account_id" is not null group by "account_id") f
         on f."account_id" = a."id"
      where a."seller_id" = $1`,
    [sellerId],
  );
  const mismatches = rows
    .filter((r) => Number(r.balance) !== Number(r.ledger_sum))
    .map((r) => ({
      accountId: Number(r.id),
      accountNo: r.account_no,
      balance: Number(r.balance),
      ledgerSum: Number(r.ledger_sum),
      difference: Number(r.balance) - Number(r.ledger_sum),
    }));
  return { accounts: rows.length, mismatches, checkedAt: new Date().toISOString() };
}
