/**
 * The books reconciliation (server/ledger/reconcile-books.ts): what
 * `POST /api/finance/reconciliation/latest` and `.../run` answer, shared with the screen.
 */

/** How many differences of each kind a report lists (every one is counted). */
export const LISTED_DIFFERENCES = 200;

export type DifferenceKind = 'account' | 'day' | 'bill';

/** One place where the books do not add up: what it should be, what it is, and the rows to open. */
export interface BookDifference {
  kind: DifferenceKind;
  /** The account's id, the bill's id, or the day (YYYY-MM-DD). */
  key: string;
  /** The account or bill number, or the day. */
  label: string;
  expected: number;
  actual: number;
  difference: number;
}

/** One day of the ledger: what moved, by kind, and how far the sum of balances moved. */
export interface BookDay {
  day: string;
  recharges: number;
  refunds: number;
  debits: number;
  /** Fleet allocations, manual adjustments and reversals (signed). */
  other: number;
  /** The sum of every account's balance at the day's end, from the entries' running balances. */
  closing: number;
  /** closing − the previous day's closing. */
  balanceChange: number;
}

export interface BooksReport {
  checkedAt: string;
  accounts: number;
  bills: number;
  entries: number;
  /** Differences by kind, all of them counted; the first LISTED_DIFFERENCES of each listed. */
  counts: Record<DifferenceKind, number>;
  differences: BookDifference[];
  days: BookDay[];
}

export interface ReconciliationRun {
  id: number;
  /** Who ran it; null for the daily schedule. */
  userId: number | null;
  startedAt: string;
  finishedAt: string;
  differences: number;
  report: BooksReport;
  /** Whether this run raised a service alarm (differences, and none pending yet). */
  alarmRaised?: boolean;
}
