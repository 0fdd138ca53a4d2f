import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';
import { followChannel } from './postgres-listener';
import { statementName } from './statement-names';
import { WriteSignal } from './write-signal';
import { TYPE_PARSERS } from './type-parsers';

type PgClientLike = Pick<pg.PoolClient, 'query'>;

const wrap = (client: PgClientLike): Queryable => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    // Statements without parameters (DDL, BEGIN, multi-statement scripts) go unnamed: the
    // extended protocol a name needs takes one statement at a time.
    const name = params.length > 0 ? statementName(sql) : undefined;
    const result = await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  },
});

/** Per-pool parsers, so that the process-wide pg defaults stay untouched. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  connectionString: string;
  /** Runs every connection with this search_path (a fresh schema per test file). */
  schema?: string;
  max?: number;
}

/** A PostgreSQL server through a pg pool; a transaction holds one connection throughout. */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const clientConfig: pg.ClientConfig = {
    connectionString: options.connectionString,
    types,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
  // Fail at start-up rather than on the first request when the server is unreachable.
  await pool.query('select 1');
  const base = wrap(pool);
  const writes = new WriteSignal();
  const db: Database = {
    kind: 'postgres',
    query: writes.signalling(base.query),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        writes.emit();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    onLocalWrite: (listener) => writes.subscribe(listener),
    follow: (channel, handlers) => followChannel(clientConfig, channel, handlers),
    // Notifications come on a connection of their own, some time after the commit.
    hearsOwnWritesAtOnce: false,
    // A pool of connections: the server interleaves them itself.
    get background() {
      return db;
    },
    close: () => pool.end(),
  };
  return db;
}
