import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin1: string;
beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t.close());

const issue = (token: string, body: object = { purpose: 'autoLogin' }) =>
  t.call('/api/system/ticket/issue', { token, body });
const redeem = (ticket: string) => t.call('/api/system/ticket/redeem', { body: { ticket } });

describe('auto-login and reconciliation tickets', () => {
  it('redeems a ticket once for a session of its holder', async () => {
    const issued = await issue(admin1);
    expect(issued.body.code).toBe(0);
    const first = await redeem(issued.body.data.ticket);
    expect(first.body).toMatchObject({ code: 0, data: { sellerNumber: '100001', purpose: 'autoLogin' } });
    expect((await t.call('/api/system/user/info', { token: first.body.data.token })).body.data.account).toBe('admin');
    expect((await redeem(issued.body.data.ticket)).body.code).toBe(2);
  });

  it('refuses an expired or forged ticket', async () => {
    const issued = await issue(admin1, { purpose: 'reconciliation' });
    await t.db.query(
      `update login_tickets set expires_at = now() - interval '1 second' where purpose = 'reconciliation'`,
    );
    expect((await redeem(issued.body.data.ticket)).body.code).toBe(2);
    const fresh = (await issue(admin1)).body.data.ticket as string;
    const forged = `${fresh.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await redeem(forged)).body.code).toBe(2);
    expect((await redeem('100001')).body.code).toBe(2);
  });

  it('lets only administrators issue tickets, and only for their own seller', async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    expect((await issue(viewer)).status).toBe(403);
    const { rows } = await t.db.query<{ id: number }>(
      `select u.id from users u join sellers s on s.id = u.seller_id where s.seller_number = '100002'`,
    );
    expect((await issue(admin1, { purpose: 'autoLogin', userId: rows[0].id })).body.code).toBe(11);
    expect((await t.call('/api/system/ticket/issue', { body: { purpose: 'autoLogin' } })).status).toBe(401);
  });
});
