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

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** "pglite" or "postgres", for logs and benchmarks. */
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
