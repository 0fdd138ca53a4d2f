import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { runSchedule, SCHEDULER_LOCK } from './scheduler';

/**
 * While another instance's round holds the scheduler's advisory lock, a round does nothing and
 * says so (null) instead of waiting or moving the same rows: it needs a second connection, which
 * only a PostgreSQL server gives.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the scheduler lock', () => {
  it('skips a round while another instance holds the lock, and runs once it is free', async () => {
    let release!: () => void;
    let held!: () => void;
    const taken = new Promise<void>((resolve) => (held = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock($1)`, [SCHEDULER_LOCK]);
      held();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await taken;
    expect(await runSchedule(t.db, t.bundle)).toBeNull();
    release();
    await holder;
    expect(await runSchedule(t.db, t.bundle)).not.toBeNull();
  });
});
