/**
 * How long a statement may run. Interactive work (what a person or a caller waits on) gets a
 * short bound, background work (the piles' reports, sweeps, migrations and seeding) a longer one.
 * `undefined` means no bound (the database layer's own tests, tools).
 */
export interface StatementLimits {
  /** Interactive statements: past this, the caller gets a timeout error instead of waiting. */
  statementTimeoutMs?: number;
  /** Background statements; on PGlite also the longest any one statement may hold the database thread. */
  backgroundStatementTimeoutMs?: number;
}

/** PostgreSQL's SQLSTATE for a statement cancelled by `statement_timeout` (query_canceled). */
export const QUERY_CANCELED = '57014';

/** The error a statement past its bound fails with, on PGlite as PostgreSQL words it. */
export function statementTimeoutError(): Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), { code: QUERY_CANCELED });
}

/** A statement the database (or the PGlite thread's caller) gave up on after its time ran out. */
export function isStatementTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === QUERY_CANCELED;
}
