import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { SessionCache } from './session-cache';
import type { StoredSession } from './sessions';

const session = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  userId: 1,
  sellerId: 2,
  account: 'admin',
  expiresAt: new Date(Date.now() + 60_000),
  expired: false,
  revoked: false,
  active: true,
  isPlatform: false,
  isAdmin: true,
  permissionEpoch: 1,
  ...overrides,
});

describe('SessionCache', () => {
  it('remembers nothing until changes by other clients are followed', () => {
    const cache = new SessionCache();
    cache.set('a', session(), cache.generation);
    expect(cache.get('a')).toBeUndefined();
    cache.resume();
    cache.set('a', session(), cache.generation);
    expect(cache.get('a')).toMatchObject({ userId: 1 });
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops a lookup that began before an invalidation', () => {
    const cache = new SessionCache();
    cache.resume();
    const started = cache.generation;
    cache.invalidate();
    cache.set('a', session(), started);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps only valid sessions, and each only until it expires', () => {
    const cache = new SessionCache();
    cache.resume();
    const now = Date.now();
    cache.set('revoked', session({ revoked: true }), cache.generation);
    cache.set('disabled', session({ active: false }), cache.generation);
    cache.set('soon', session({ expiresAt: new Date(now + 1_000) }), cache.generation);
    expect(cache.get('revoked')).toBeUndefined();
    expect(cache.get('disabled')).toBeUndefined();
    expect(cache.get('soon', now)).toBeDefined();
    expect(cache.get('soon', now + 1_000)).toBeUndefined();
  });
});

/**
 * Another server (or psql) changes sessions behind this one's back: it must hear of it through
 * the database's notifications, and must not trust its cache while it cannot hear. Needs a
 * PostgreSQL server: DATABASE_URL, or the local one every machine of this project runs.
 */
describe('sessions changed by another client of PostgreSQL', () => {
  const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
  let t: TestApp;
  let other: pg.Client;

  beforeAll(async () => {
    process.env.DATABASE_URL ||= DEFAULT_URL;
    t = await createTestApp();
    const { rows } = await t.db.query<{ schema: string }>('select current_schema() as schema');
    other = new pg.Client({ connectionString: t.postgresUrl, options: `-c search_path=${rows[0].schema}` });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  const login = () => t.login(DEMO.station1.sellerNumber, DEMO.station1.account, DEMO.station1.password);
  const infoCode = async (token: string) => (await t.call('/api/system/user/info', { token })).body.code as number;
  const revokeLatestSession = () =>
    other.query(`update sessions set revoked_at = now() where id = (select max(id) from sessions)`);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function codeWithin(token: string, ms: number): Promise<number> {
    const deadline = Date.now() + ms;
    let code = await infoCode(token);
    while (code === 0 && Date.now() < deadline) {
      await sleep(20);
      code = await infoCode(token);
    }
    return code;
  }

  it('refuses a session another client revoked', async () => {
    const token = await login();
    expect(await infoCode(token)).toBe(0);
    expect(await infoCode(token)).toBe(0);
    await revokeLatestSession();
    expect(await codeWithin(token, 15_000)).toBe(2);
  });

  it('trusts no remembered session while notifications cannot arrive, and follows again after', async () => {
    const token = await login();
    expect(await infoCode(token)).toBe(0);
    await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [
      `listen:session_change:${process.pid}`,
    ]);
    const cache = t.app.sessionCache;
    expect(
      await eventually(
        () => cache.isFollowing,
        (following) => !following,
      ),
    ).toBe(false);
    await revokeLatestSession();
    // No notification can come: only a fresh lookup notices, at once.
    expect(await infoCode(token)).toBe(2);

    // The listener reconnects a second later.
    expect(
      await eventually(
        () => cache.isFollowing,
        (following) => following,
      ),
    ).toBe(true);
    const next = await login();
    expect(await infoCode(next)).toBe(0);
    await revokeLatestSession();
    expect(await codeWithin(next, 15_000)).toBe(2);
  });
});
