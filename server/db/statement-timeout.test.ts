import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { databaseHealth } from './database-health';
import { isStatementTimeout } from './statement-timeout';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/**
 * Statement bounds on the database the tests run on (PGlite on its thread, or PostgreSQL with
 * DATABASE_URL): a statement past its bound fails with PostgreSQL's 57014 within the bound, the
 * database keeps answering afterwards, and the health check never queues behind the slow one.
 * PGlite cannot cancel a running statement; there the caller stops waiting, queued work that
 * outlived its caller is dropped, and a statement past the background bound stops the thread.
 */
const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const one of opened) await one.close().catch(() => undefined);
});

async function database(
  statementTimeoutMs: number,
  backgroundStatementTimeoutMs: number,
  onStopped?: (error: Error) => void,
) {
  const one = await openTestDatabase({
    prepared: false,
    limits: { statementTimeoutMs, backgroundStatementTimeoutMs },
    onStopped,
  });
  opened.push(one);
  return one.db;
}

/** On PGlite a statement past its bound still runs to its end: this waits until it is over. */
async function untilIdle(db: Database) {
  while ((await databaseHealth(db)) !== 'up') await new Promise((resolve) => setTimeout(resolve, 100));
}

/** How long `work` took to settle, and how: its value or its error. */
async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const outcome = await work.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...outcome, ms: Date.now() - started };
}

describe('statement bounds', () => {
  let db: Database;
  beforeAll(async () => {
    db = await database(300, 3_000);
  }, 180_000);

  it('a statement past the interactive bound fails with the timeout error within the bound, and the database answers again', async () => {
    const slow = await timed(db.query('select pg_sleep(3)'));
    expect(isStatementTimeout(slow.error), String(slow.error)).toBe(true);
    expect(slow.ms).toBeLessThan(1500);
    // The bound is per statement: quick ones still pass, once the slow one is over.
    await untilIdle(db);
    const quick = await timed(db.query<{ one: number }>('select 1 as one'));
    expect(quick.value?.rows).toEqual([{ one: 1 }]);
  }, 30_000);

  it('the health check answers within a second while a slow statement runs, and a queued statement is refused rather than left waiting', async () => {
    expect(await databaseHealth(db)).toBe('up');
    const slow = timed(db.query('select pg_sleep(2.5)'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const health = await timed(databaseHealth(db));
    expect(health.value).toMatch(/^(up|busy)$/);
    expect(health.ms).toBeLessThan(1000);
    const queued = await timed(db.query('select count(*) from generate_series(1, 10)'));
    if (queued.error) expect(isStatementTimeout(queued.error)).toBe(true);
    expect(queued.ms).toBeLessThan(1500);
    expect(isStatementTimeout((await slow).error)).toBe(true);
    await untilIdle(db);
  }, 30_000);

  it('a transaction whose statement ran past its bound is rolled back, and the next transaction commits', async () => {
    await db.query('create table bounded_item (id integer primary key)');
    const failed = await timed(
      db.transaction(async (tx) => {
        await tx.query('insert into bounded_item values (1)');
        await tx.query('select pg_sleep(2)');
      }),
    );
    expect(isStatementTimeout(failed.error), String(failed.error)).toBe(true);
    await untilIdle(db);
    await db.transaction(async (tx) => {
      await tx.query('insert into bounded_item values (2)');
    });
    expect((await db.query('select id from bounded_item order by id')).rows).toEqual([{ id: 2 }]);
  }, 30_000);

  it('background work has its own, longer bound', async () => {
    const background = await timed(db.background.query('select pg_sleep(0.6)'));
    expect(background.error).toBeUndefined();
    const interactive = await timed(db.query('select pg_sleep(0.6)'));
    expect(isStatementTimeout(interactive.error)).toBe(true);
  }, 30_000);

  it('a statement past the background bound does not hold the database: cancelled (PostgreSQL) or the thread stopped and reported (PGlite)', async () => {
    const stopped: Error[] = [];
    const db = await database(200, 600, (error) => stopped.push(error));
    await untilIdle(db);
    const runaway = await timed(db.background.query('select pg_sleep(5)'));
    expect(runaway.error).toBeDefined();
    expect(runaway.ms).toBeLessThan(3000);
    if (db.kind === 'pglite') {
      // The watchdog looks a few times a second.
      await vi.waitFor(() => expect(stopped).toHaveLength(1), { timeout: 3000 });
      expect(stopped[0].message).toContain('database thread');
      await expect(db.query('select 1')).rejects.toThrow();
    } else {
      expect(isStatementTimeout(runaway.error)).toBe(true);
      expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    }
  }, 180_000);
});
