import pg from 'pg';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** A throw-away database: PGlite in memory, or a PostgreSQL schema dropped on close. */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ db: Database; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite();
    return { db, close: () => db.close() };
  }
  const url = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const schema = `bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = await openPostgres({ connectionString: url, schema, max: 10 });
  return {
    db,
    close: async () => {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
