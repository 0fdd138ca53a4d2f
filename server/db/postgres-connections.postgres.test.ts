import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { openPostgres } from './postgres';

/**
 * PostgreSQL only (this stage runs with DATABASE_URL; see vitest.postgres.config.ts): a server
 * restart or a proxy ends the pool's idle connections. pg raises that as an 'error' event of the
 * pool, which without a listener stops the process; the server logs it and goes on, and the
 * next statement gets a new connection.
 */
const url = process.env.DATABASE_URL!;
const APPLICATION = `idle_error_${process.pid}`;
let db: Database | undefined;
afterAll(() => db?.close());

describe('PostgreSQL connections', () => {
  it('an idle connection ended by the server is reported and replaced, and the next statement runs', async () => {
    const failures: Error[] = [];
    const own = new URL(url);
    own.searchParams.set('application_name', APPLICATION);
    db = await openPostgres({ connectionString: own.toString(), onConnectionError: (error) => failures.push(error) });
    await db.query('select 1');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1`,
        [APPLICATION],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(failures.length).toBeGreaterThan(0), { timeout: 5_000 });
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
