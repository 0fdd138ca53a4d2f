import type { Database, Queryable } from '../db/database';
import type { BooksReport, ReconciliationRun } from '../../src/meta/books-reconciliation';
import { reconcileBooks } from './reconcile-books';

/** How often the schedule looks for sellers whose books were not reconciled for a day. */
export const RECONCILIATION_CHECK_MS = 60 * 60 * 1000;
/** Each seller's books are reconciled once a day on their own. */
export const RECONCILIATION_EVERY_MS = 24 * 60 * 60 * 1000;

/** Advisory lock class of a seller's reconciliation: one run at a time, across instances. */
const RUN_LOCK = 72_410_030;

/** Service alarm of the books (entity serviceAlarm): service, instance and metric. */
export const BOOKS_ALARM = { service: 'bill', instance: 'ledger', metric: 'reconciliation', level: 2 } as const;

const totalOf = (report: BooksReport) => report.counts.account + report.counts.day + report.counts.bill;

function alarmText(report: BooksReport): string {
  const { account, day, bill } = report.counts;
  return `账务对账发现 ${totalOf(report)} 处差异：账户 ${account}，日汇总 ${day}，订单 ${bill}。请在“账务对账”中查看。`;
}

/**
 * Raises a service alarm for differences in the books, unless one is still pending: an
 * operator is told once, and again after handling it if the books still do not add up.
 */
async function raiseAlarm(tx: Queryable, sellerId: number, report: BooksReport): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from "service_alarm" where "seller_id" = $1 and "metric" = $2 and "status" = 1 limit 1`,
    [sellerId, BOOKS_ALARM.metric],
  );
  if (rows.length) return false;
  await tx.query(
    `insert into "service_alarm" ("seller_id", "alarm_no", "service", "instance", "metric", "level", "status",
        "message", "occurred_at")
      values ($1, $2, $3, $4, $5, $6, 1, $7, now())`,
    [
      sellerId,
      `RC${Date.now().toString(36).toUpperCase()}${sellerId}`,
      BOOKS_ALARM.service,
      BOOKS_ALARM.instance,
      BOOKS_ALARM.metric,
      BOOKS_ALARM.level,
      alarmText(report),
    ],
  );
  return true;
}

/**
 * Reconciles a seller's books now and keeps the result, under the seller's advisory lock, so a
 * scheduled and a manual run (or two instances) never run at once; each of the three checks
 * reads one snapshot (one statement each). Differences raise an alarm. With `dueBefore`, only
 * when no run finished after that time (the schedule's test, made again under the lock):
 * otherwise nothing runs and the answer is null.
 */
export async function runReconciliation(
  db: Database,
  sellerId: number,
  userId: number | null,
  options: { dueBefore?: string } = {},
): Promise<ReconciliationRun | null> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [RUN_LOCK, sellerId]);
    if (options.dueBefore) {
      const { rows: recent } = await tx.query(
        'select 1 from reconciliation_runs where seller_id = $1 and finished_at > $2 limit 1',
        [sellerId, options.dueBefore],
      );
      if (recent.length) return null;
    }
    const startedAt = new Date().toISOString();
    const report = await reconcileBooks(tx, sellerId);
    const differences = totalOf(report);
    const { rows } = await tx.query<{ id: number; finished_at: string }>(
      `insert into reconciliation_runs (seller_id, user_id, started_at, differences, report)
        values ($1, $2, $3, $4, $5) returning id, finished_at`,
      [sellerId, userId, startedAt, differences, JSON.stringify(report)],
    );
    const alarmRaised = differences > 0 ? await raiseAlarm(tx, sellerId, report) : false;
    return {
      id: Number(rows[0].id),
      userId,
      startedAt,
      finishedAt: new Date(rows[0].finished_at).toISOString(),
      differences,
      report,
      alarmRaised,
    };
  });
}

/** The seller's latest reconciliation, or null before the first. */
export async function latestReconciliation(db: Queryable, sellerId: number): Promise<ReconciliationRun | null> {
  const { rows } = await db.query<{
    id: number;
    user_id: number | null;
    started_at: string;
    finished_at: string;
    differences: number;
    report: BooksReport | string;
  }>(
    `select id, user_id, started_at, finished_at, differences, report from reconciliation_runs
      where seller_id = $1 order by id desc limit 1`,
    [sellerId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    userId: row.user_id === null ? null : Number(row.user_id),
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: new Date(row.finished_at).toISOString(),
    differences: Number(row.differences),
    report: typeof row.report === 'string' ? (JSON.parse(row.report) as BooksReport) : row.report,
  };
}

/**
 * The daily schedule: reconciles every active seller whose last run is older than a day (or
 * who has none). Answers the sellers reconciled. Another instance's run in the meantime is seen
 * under the lock, so a seller is reconciled once a day however many instances sweep.
 */
export async function sweepReconciliations(db: Database, now = Date.now()): Promise<number[]> {
  const due = new Date(now - RECONCILIATION_EVERY_MS).toISOString();
  const { rows } = await db.query<{ id: number }>(
    `select s.id from sellers s
      where s.status = 1 and not s.is_platform
        and not exists (select 1 from reconciliation_runs r where r.seller_id = s.id and r.finished_at > $1)
      order by s.id`,
    [due],
  );
  const done: number[] = [];
  for (const { id } of rows) {
    if (await runReconciliation(db, Number(id), null, { dueBefore: due })) done.push(Number(id));
  }
  return done;
}
