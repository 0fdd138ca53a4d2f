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

  it('lets only administrators issue tickets, and only for themselves', async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    expect((await issue(viewer)).status).toBe(403);
    const userOf = async (sellerNumber: string, account: string) =>
      (
        await t.db.query<{ id: number }>(
          `select u.id from users u join sellers s on s.id = u.seller_id where s.seller_number = $1 and u.account = $2`,
          [sellerNumber, account],
        )
      ).rows[0].id;
    // Another seller's user, and a user of his own seller: a ticket would be a session as them.
    const other = await issue(admin1, { purpose: 'autoLogin', userId: await userOf('100002', 'admin') });
    expect(other.status).toBe(403);
    const colleague = await issue(admin1, { purpose: 'autoLogin', userId: await userOf('100001', 'viewer') });
    expect(colleague.status).toBe(403);
    expect(colleague.body.msg).toContain('only for yourself');
    expect((await issue(admin1, { purpose: 'autoLogin', userId: await userOf('100001', 'admin') })).body.code).toBe(0);
    expect((await t.call('/api/system/ticket/issue', { body: { purpose: 'autoLogin' } })).status).toBe(401);
  });

  it("issues a ticket for another user only with the platform's permissionManage:issueTicket", async () => {
    const platform = await t.login(DEMO.platform.sellerNumber, DEMO.platform.account, DEMO.platform.password);
    const { rows } = await t.db.query<{ id: number }>(
      `select u.id from users u join sellers s on s.id = u.seller_id where s.seller_number = '100001' and u.account = 'viewer'`,
    );
    const issued = await issue(platform, { purpose: 'autoLogin', userId: rows[0].id });
    expect(issued.body.code).toBe(0);
    const session = await redeem(issued.body.data.ticket);
    const info = await t.call('/api/system/user/info', { token: session.body.data.token });
    expect(info.body.data).toMatchObject({ account: 'viewer', sellerNumber: '100001' });
    // Even granted to a seller by mistake, the key does not work outside the platform seller.
    await t.db.query(
      `insert into seller_permissions (seller_id, permission_id) select id, 'permissionManage:issueTicket' from sellers where seller_number = '100001' on conflict do nothing`,
    );
    expect((await issue(admin1, { purpose: 'autoLogin', userId: rows[0].id })).status).toBe(403);
  });
});
