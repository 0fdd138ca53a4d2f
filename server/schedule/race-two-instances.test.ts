import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { runSchedule } from './scheduler';

/**
 * Two server instances run their scheduler rounds at the same moment on one database: every row
 * moves once. On PostgreSQL the two rounds take two connections of the pool and meet at the
 * advisory lock; on PGlite (one process) they queue.
 */
let t: TestApp;
let sellerId: number;
const HOUR = 3_600_000;
/** Well after the demo's dates, so that only this test's rows are in play. */
const T0 = Date.parse('2032-05-01T02:00:00Z');
const COUNT = 12;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(seller.rows[0].id);
  // Everything dated before T0 is moved first, so the rounds below find only these rows.
  await runSchedule(t.db, t.bundle, new Date(T0 - HOUR));
});
afterAll(async () => {
  await t?.close();
});

describe('the scheduler on two instances', () => {
  it('moves each row once when both run their round together', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into activity (seller_id, name, activity_type, start_time, end_time, status)
       select $1, '双实例活动' || n, 1, $2, $3, 'not_started' from generate_series(1, ${COUNT}) n returning id`,
      [sellerId, new Date(T0).toISOString(), new Date(T0 + 10 * HOUR).toISOString()],
    );
    const at = new Date(T0 + HOUR);
    const [one, other] = await Promise.all([runSchedule(t.db, t.bundle, at), runSchedule(t.db, t.bundle, at)]);
    const started = (one?.started ?? 0) + (other?.started ?? 0);
    expect(started).toBe(COUNT);
    const { rows: moved } = await t.db.query<{ count: string }>(
      `select count(*) as count from activity where id = any($1) and status = 'processing'`,
      [rows.map((row) => Number(row.id))],
    );
    expect(Number(moved[0].count)).toBe(COUNT);
  });
});
