/**
 * The one data-access contract of the server. PGlite (embedded, default) and a PostgreSQL
 * server (DATABASE_URL) both implement it and run the same SQL.
 */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows changed by an INSERT/UPDATE/DELETE. */
  affectedRows: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface ChangeHandlers {
  notify(): void;
  ready(): void;
  lost(): void;
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after each write this process made through this object: a statement other
   * than a plain SELECT, or a committed transaction. Returns the unsubscribe function.
   */
  onLocalWrite(listener: () => void): () => void;
  /**
   * Follows a NOTIFY channel for changes made by other clients of the database. `ready` runs
   * once the subscription is in place (again), `lost` whenever notifications may be missed
   * from then on; `notify` for each notification. Resolves after the first attempt, to the
   * function that stops following.
   */
  follow(channel: string, handlers: ChangeHandlers): Promise<() => Promise<void>>;
  /**
   * Whether `follow` also hears this process's own committed writes, before the call that
   * committed them returns (the embedded database delivers its notifications in that call).
   * Then nothing needs dropping on every local write as well: only the writes a channel is
   * about reach its followers, and a rolled-back one never does.
   */
  readonly hearsOwnWritesAtOnce: boolean;
  /**
   * The same database for work nobody is waiting on (what piles report, sweeps): where the
   * database runs one thing at a time (the embedded one), a person's page goes before it.
   */
  readonly background: Database;
  /** "pglite" or "postgres", for logs and benchmarks. */
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
