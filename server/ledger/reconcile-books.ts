import type { Queryable } from '../db/database';
import {
  LISTED_DIFFERENCES,
  type BookDay,
  type BookDifference,
  type BooksReport,
} from '../../src/meta/books-reconciliation';
import { LEDGER_EVENTS } from './post-balance-change';

/**
 * The days of the books are cut in the operators' time zone (the specification's users work in
 * China time); every identity below holds whichever way the days are cut.
 */
export const BOOKS_TIME_ZONE = 'Asia/Shanghai';

const EVENT = LEDGER_EVENTS;

/** Per account: balance = sum of its ledger entries. */
async function accountDifferences(db: Queryable, sellerId: number) {
  const { rows } = await db.query<{ id: number; account_no: string; balance: number; ledger: number; total: number }>(
    `select a."id", a."account_no", a."balance", coalesce(f.s, 0)::bigint as ledger, count(*) over () as total
       from "account" a
       left join (select "account_id", sum("amount") as s from "account_flow"
                   where "seller_id" = $1 and "account_id" is not null group by "account_id") f on f."account_id" = a."id"
      where a."seller_id" = $1
      order by a."id"`,
    [sellerId],
  );
  const differences: BookDifference[] = rows
    .filter((row) => Number(row.balance) !== Number(row.ledger))
    .map((row) => ({
      kind: 'account',
      key: String(row.id),
      label: row.account_no,
      expected: Number(row.ledger),
      actual: Number(row.balance),
      difference: Number(row.balance) - Number(row.ledger),
    }));
  return { accounts: rows.length ? Number(rows[0].total) : 0, differences };
}

/**
 * Per day: recharges − refunds − charging debits (± allocations, adjustments and reversals) =
 * the change of the sum of balances. The sum of balances at a day's end is read from the
 * entries' running balances (each account's last balance_after that day, carried over days
 * without entries), so an entry whose amount disagrees with the balances it records shows here.
 */
async function bookDays(db: Queryable, sellerId: number): Promise<{ days: BookDay[]; entries: number }> {
  const { rows } = await db.query<{
    day: string;
    recharges: number;
    refunds: number;
    debits: number;
    other: number;
    moved: number;
    entries: number;
  }>(
    `with e as (
       select "id", "account_id", "amount", "event_type", "balance_after",
              to_char(("created_at" at time zone $2)::date, 'YYYY-MM-DD') as day
         from "account_flow" where "seller_id" = $1 and "account_id" is not null),
     last_of_day as (
       select distinct on ("account_id", day) "account_id", day, "balance_after"
         from e order by "account_id", day, "id" desc),
     moved as (
       select day, sum(step) as moved from (
         select day, "balance_after" - coalesce(lag("balance_after") over (partition by "account_id" order by day), 0) as step
           from last_of_day) steps group by day),
     sums as (
       select day,
              sum("amount") filter (where "event_type" = ${EVENT.recharge}) as recharges,
              -sum("amount") filter (where "event_type" = ${EVENT.refund}) as refunds,
              -sum("amount") filter (where "event_type" = ${EVENT.billSettlement}) as debits,
              sum("amount") filter (where "event_type" is distinct from ${EVENT.recharge}
                and "event_type" is distinct from ${EVENT.refund}
                and "event_type" is distinct from ${EVENT.billSettlement}) as other,
              count(*) as entries
         from e group by day)
     select s.day, coalesce(s.recharges, 0)::bigint as recharges, coalesce(s.refunds, 0)::bigint as refunds,
            coalesce(s.debits, 0)::bigint as debits, coalesce(s.other, 0)::bigint as other,
            coalesce(m.moved, 0)::bigint as moved, s.entries::bigint as entries
       from sums s left join moved m on m.day = s.day order by s.day`,
    [sellerId, BOOKS_TIME_ZONE],
  );
  let closing = 0;
  let entries = 0;
  const days = rows.map((row) => {
    const balanceChange = Number(row.moved);
    closing += balanceChange;
    entries += Number(row.entries);
    return {
      day: row.day,
      recharges: Number(row.recharges),
      refunds: Number(row.refunds),
      debits: Number(row.debits),
      other: Number(row.other),
      closing,
      balanceChange,
    };
  });
  return { days, entries };
}

const dayDifferences = (days: BookDay[]): BookDifference[] =>
  days
    .map((day) => ({ day, expected: day.recharges - day.refunds - day.debits + day.other }))
    .filter(({ day, expected }) => expected !== day.balanceChange)
    .map(({ day, expected }) => ({
      kind: 'day',
      key: day.day,
      label: day.day,
      expected,
      actual: day.balanceChange,
      difference: day.balanceChange - expected,
    }));

/** Per bill: paid + owed (+ waived and written off) = total. */
async function billDifferences(db: Queryable, sellerId: number) {
  const { rows } = await db.query<{ id: number; bill_no: string; total: number; accounted: number }>(
    `select "id", "bill_no", coalesce("total_amount", 0)::bigint as total,
            (coalesce("paid_amount", 0) + coalesce("owed", 0) + coalesce("waived_amount", 0)
              + coalesce("written_off_amount", 0))::bigint as accounted
       from "bill"
      where "seller_id" = $1 and coalesce("total_amount", 0) <> coalesce("paid_amount", 0) + coalesce("owed", 0)
              + coalesce("waived_amount", 0) + coalesce("written_off_amount", 0)
      order by "id"`,
    [sellerId],
  );
  const { rows: counted } = await db.query<{ n: number }>(
    `select count(*)::bigint as n from "bill" where "seller_id" = $1`,
    [sellerId],
  );
  const differences: BookDifference[] = rows.map((row) => ({
    kind: 'bill',
    key: String(row.id),
    label: row.bill_no,
    expected: Number(row.total),
    actual: Number(row.accounted),
    difference: Number(row.accounted) - Number(row.total),
  }));
  return { bills: Number(counted[0].n), differences };
}

/**
 * Reconciles one seller's books: accounts against their ledger, each day's movements against
 * the change of the balances, each bill's payments against its total. Read-only; run it in one
 * repeatable-read transaction (runReconciliation does) so that the three parts see one snapshot.
 */
export async function reconcileBooks(db: Queryable, sellerId: number): Promise<BooksReport> {
  const accounts = await accountDifferences(db, sellerId);
  const { days, entries } = await bookDays(db, sellerId);
  const bills = await billDifferences(db, sellerId);
  const all = { account: accounts.differences, day: dayDifferences(days), bill: bills.differences };
  return {
    checkedAt: new Date().toISOString(),
    accounts: accounts.accounts,
    bills: bills.bills,
    entries,
    counts: { account: all.account.length, day: all.day.length, bill: all.bill.length },
    differences: [all.account, all.day, all.bill].flatMap((list) => list.slice(0, LISTED_DIFFERENCES)),
    days,
  };
}
