import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';
import { TYPE_PARSERS } from './type-parsers';

type PgClientLike = Pick<pg.PoolClient, 'query'>;

const wrap = (client: PgClientLike): Queryable => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    const result = await client.query(sql, params);
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
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // Fail at start-up rather than on the first request when the server is unreachable.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
