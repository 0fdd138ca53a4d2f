import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginBody, type TestApp } from '../test-support/test-app';

let t: TestApp;
let platform: string;
let admin1: string;
beforeAll(async () => {
  t = await createTestApp();
  platform = await t.login(DEMO.platform.sellerNumber, DEMO.platform.account, DEMO.platform.password);
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t.close());

const NEW_SELLER = {
  sellerNumber: '100777',
  name: '新能源测试运营商',
  platformName: '测试充电',
  adminPassword: md5('abc123*'),
};

describe('seller management', () => {
  it('creates a seller whose administrator signs in holding what a seller may hold', async () => {
    const saved = await t.call('/api/system/seller/save', { token: platform, body: NEW_SELLER });
    expect(saved.body.code).toBe(0);
    const login = await t.call('/api/system/login', { body: loginBody('100777', 'admin', 'abc123*') });
    expect(login.body.code).toBe(0);
    const token = login.body.data.token as string;
    const actions = await t.db.query<{ id: string }>(
      `select permission_id as id from seller_permissions sp join sellers s on s.id = sp.seller_id where s.seller_number = '100777'`,
    );
    const held = new Set(actions.rows.map((row) => row.id));
    expect(held.has('stationManage:add')).toBe(true);
    expect(held.has('sellerManage:query')).toBe(false);
    expect(held.has('permissionManage:edit')).toBe(false);
    // Its administrator manages its own users, and sees none of another seller's.
    const users = await t.call('/api/system/user/page', { token, body: {} });
    expect(users.body.data.data.map((user: { account: string }) => user.account)).toEqual(['admin']);
    expect((await t.call('/api/system/seller/page', { token, body: {} })).status).toBe(403);
  });

  it('refuses a taken or malformed seller number and a seller administrator, changing nothing', async () => {
    const count = async () => (await t.db.query<{ n: number }>(`select count(*)::int as n from sellers`)).rows[0].n;
    const before = await count();
    expect((await t.call('/api/system/seller/save', { token: platform, body: NEW_SELLER })).body.code).not.toBe(0);
    const malformed = await t.call('/api/system/seller/save', {
      token: platform,
      body: { ...NEW_SELLER, sellerNumber: '12ab' },
    });
    expect(malformed.body.code).not.toBe(0);
    expect(
      (await t.call('/api/system/seller/save', { token: admin1, body: { ...NEW_SELLER, sellerNumber: '100778' } }))
        .status,
    ).toBe(403);
    expect(await count()).toBe(before);
  });

  it('forbidding a seller ends its sessions and its logins until it is enabled again', async () => {
    const token = await t.login('100777', 'admin', 'abc123*');
    const page = await t.call('/api/system/seller/page', { token: platform, body: { sellerNumber: '100777' } });
    const seller = page.body.data.data[0] as { id: number; userCount: number; status: number };
    expect(seller).toMatchObject({ userCount: 1, status: 1 });

    expect(
      (await t.call('/api/system/seller/disable', { token: platform, body: { ids: [seller.id] } })).body.code,
    ).toBe(0);
    expect((await t.call('/api/system/user/info', { token })).body.code).toBe(2);
    expect((await t.call('/api/system/login', { body: loginBody('100777', 'admin', 'abc123*') })).body.code).not.toBe(
      0,
    );

    expect((await t.call('/api/system/seller/enable', { token: platform, body: { ids: [seller.id] } })).body.code).toBe(
      0,
    );
    expect((await t.call('/api/system/login', { body: loginBody('100777', 'admin', 'abc123*') })).body.code).toBe(0);
  });

  it('never forbids the platform seller', async () => {
    const page = await t.call('/api/system/seller/page', { token: platform, body: { sellerNumber: '100000' } });
    const id = page.body.data.data[0].id as number;
    expect((await t.call('/api/system/seller/disable', { token: platform, body: { ids: [id] } })).body.code).not.toBe(
      0,
    );
    const status = await t.db.query<{ status: number }>(`select status from sellers where id = $1`, [id]);
    expect(status.rows[0].status).toBe(1);
  });
});
