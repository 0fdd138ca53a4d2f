import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadBundleFromDisk } from '../meta/load-bundle';
import { prepareDatabase } from '../start-database';
import { loginBody } from '../test-support/test-app';
import { openPglite } from './pglite';

const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'charge-ops-restart-')), 'nested', 'data');
afterAll(() => fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }));

/** Starts the server on the PGlite data folder as main.ts does, runs fn, and shuts down. */
async function withServer<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const bundle = loadBundleFromDisk();
  const db = await openPglite({ dataDir });
  await prepareDatabase(db, bundle);
  const app = await buildApp({ db, bundle });
  try {
    return await fn(app);
  } finally {
    await app.close();
    await db.close();
  }
}

describe('the embedded database across a restart', () => {
  it('keeps sessions, rows and the seed (not seeded twice)', { timeout: 120_000 }, async () => {
    const token = await withServer(async (app) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/system/login',
        payload: loginBody('100001', 'admin', 'Admin@123456'),
      });
      const token = login.json().data.token as string;
      const saved = await app.inject({
        method: 'POST',
        url: '/api/system/role/save',
        headers: { authorization: token },
        payload: { name: 'nightShift' },
      });
      expect(saved.json().code).toBe(0);
      return token;
    });
    await withServer(async (app) => {
      const roles = await app.inject({
        method: 'POST',
        url: '/api/system/role/page',
        headers: { authorization: token },
        payload: { filters: { name: 'nightShift' } },
      });
      expect(roles.json()).toMatchObject({ code: 0, data: { totalCount: 1 } });
      const sellers = await app.db.query<{ n: number }>(`select count(*) as n from sellers`);
      expect(sellers.rows[0].n).toBe(5);
    });
  });
});
