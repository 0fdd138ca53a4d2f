import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntityHooks, ENTITY_HOOKS } from '../entities';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * A request whose database work runs past the statement bound gets a clear answer (HTTP 503,
 * code 16, the catalogue's text in the caller's language) within the bound instead of a stall,
 * nothing of it is written, and the health check answers meanwhile. The slow statement is a
 * `pg_sleep` in a save hook: the route, the transaction and the bound are the product's own.
 */
const TIMEOUT_MS = 1500;
const SLEEP_S = 15;
const base = '/api/config/brand';
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp({
    limits: { statementTimeoutMs: TIMEOUT_MS, backgroundStatementTimeoutMs: 60_000 },
    // Every other entity keeps its own hooks; brand has none of its own.
    hooks: new Map([
      ...ENTITY_HOOKS,
      [
        'brand',
        defineEntityHooks({
          async beforeSave({ tx, values }) {
            if (String(values.name).startsWith('slow')) await tx.query(`select pg_sleep(${SLEEP_S})`);
          },
        }),
      ],
    ]),
  });
  // A database just loaded from its snapshot is slow at first: the login may meet the bound too.
  for (let attempt = 0; !token; attempt++) {
    try {
      token = await app.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    } catch (error) {
      if (attempt >= 10) throw error;
    }
  }
}, 900_000);
afterAll(() => app?.close());

const save = (name: string, language: string) =>
  app.app.inject({
    method: 'POST',
    url: `${base}/save`,
    payload: { name, category: 'VEHICLE', enableStatus: 1 },
    headers: { authorization: token, 'accept-language': language },
  });

async function brandsNamed(name: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>(`select count(*)::int as n from brand where name = $1`, [name]);
  return rows[0].n;
}

describe('a request past the statement bound', () => {
  it('is answered 503 with code 16 and a clear text in the caller language, writes nothing, and the health check answers meanwhile', async () => {
    const started = Date.now();
    const slow = save('slow brand', 'en-US');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const healthStarted = Date.now();
    const health = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(Date.now() - healthStarted).toBeLessThan(1000);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ code: 0, data: { status: 'up' } });

    const answer = await slow;
    // Well before the slow statement is over: the bound, not the statement, ended the wait.
    expect(Date.now() - started).toBeLessThan(SLEEP_S * 1000 - 5000);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 16, success: false, msg: expect.stringContaining('took too long') });

    const chinese = await save('slow brand 2', 'zh-CN');
    expect(chinese.json()).toMatchObject({ code: 16, msg: expect.stringContaining('查询耗时过长') });

    // Once the slow statements are over, the same route saves again, and nothing slow was kept.
    await new Promise((resolve) => setTimeout(resolve, SLEEP_S * 1000));
    let quick = await save('quick brand', 'en-US');
    for (let i = 0; i < 30 && quick.json<{ code: number }>().code === 16; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      quick = await save('quick brand', 'en-US');
    }
    expect(quick.json()).toMatchObject({ code: 0 });
    expect(await brandsNamed('slow brand')).toBe(0);
    expect(await brandsNamed('slow brand 2')).toBe(0);
  }, 120_000);
});
