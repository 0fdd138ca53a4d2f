import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { recordServerException } from './exception-log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestOf = (sellerId: number, body: unknown) =>
  ({
    url: '/api/bill/bill/page?x=1',
    method: 'POST',
    body,
    session: { sellerId, userId: 7 },
    log: { error: () => undefined },
  }) as unknown as FastifyRequest;

describe('server exception log', () => {
  it('keeps an unexpected error under the platform seller, naming the caller’s seller, never the body', async () => {
    const { rows: sellers } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100002'`);
    const error = new TypeError('boom: no such thing');
    await recordServerException(t.app, requestOf(sellers[0].id, { password: 'Secret@123456' }), error);
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select l.service, l.method, l.path, l.exception_class as "exceptionClass", l.message, l.seller_number as "sellerNumber",
         l.user_id as "userId", p.is_platform as "isPlatform", row_to_json(l)::text as "all"
         from exception_log l join sellers p on p.id = l.seller_id where l.message = 'boom: no such thing'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'bill',
      method: 'POST',
      path: '/api/bill/bill/page',
      exceptionClass: 'TypeError',
      sellerNumber: '100002',
      isPlatform: true,
    });
    expect(Number(rows[0].userId)).toBe(7);
    expect(rows[0].all).not.toContain('Secret@123456');
  });

  it('is listed for the platform administrator only', async () => {
    const platform = await t.login('100000', 'admin', 'Admin@123456');
    const page = await t.call('/api/system/exceptionLog/page', { token: platform, body: { pageNo: 1, pageSize: 5 } });
    expect(page.body.code).toBe(0);
    expect(page.body.data.totalCount).toBeGreaterThan(0);
    const seller = await t.login('100001', 'admin', 'Admin@123456');
    const theirs = await t.call('/api/system/exceptionLog/page', { token: seller, body: { pageNo: 1, pageSize: 5 } });
    expect(theirs.body.data?.totalCount ?? 0).toBe(0);
  });
});
