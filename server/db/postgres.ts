import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';
import { followChannel } from './postgres-listener';
import { statementName } from './statement-names';
import type { StatementLimits } from './statement-timeout';
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

export interface PostgresOptions extends StatementLimits {
  connectionString: string;
  /** Runs every connection with this search_path (a fresh schema per test file). */
  schema?: string;
  max?: number;
  /**
   * An idle connection failed (the server restarted, a proxy cut it): the pool drops it and
   * opens a new one for the next statement. Without a listener pg raises it as an unhandled
   * 'error' event, which would stop the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * A PostgreSQL server through pg pools; a transaction holds one connection throughout. Interactive
 * and background work use pools of their own, each connection opened with its own
 * `statement_timeout`, so that the server cancels a statement past its bound and the caller gets
 * error 57014 instead of waiting. The background pool opens its connections only when used.
 */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const clientConfig: pg.ClientConfig = {
    connectionString: options.connectionString,
    types,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  };
  const poolOf = (timeoutMs: number | undefined) => {
    const pool = new pg.Pool({
      ...clientConfig,
      max: options.max ?? 10,
      ...(timeoutMs && timeoutMs > 0 ? { statement_timeout: timeoutMs } : {}),
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    return pool;
  };
  const pool = poolOf(options.statementTimeoutMs);
  const backgroundPool = poolOf(options.backgroundStatementTimeoutMs);
  // Fail at start-up rather than on the first request when the server is unreachable.
  await pool.query('select 1');
  const writes = new WriteSignal();

  const on = (connections: pg.Pool): Omit<Database, 'background'> => ({
    kind: 'postgres',
    query: writes.signalling(wrap(connections).query),
    async transaction(fn) {
      const client = await connections.connect();
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
    close: async () => {
      await Promise.all([pool.end(), backgroundPool.end()]);
    },
  });
  const background: Database = {
    ...on(backgroundPool),
    get background() {
      return background;
    },
  };
  return {
    ...on(pool),
    // Pools of connections: the server interleaves them itself.
    background,
  };
}
