import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginBody, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin1: string;
let admin2: string;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  platform = await t.login(DEMO.platform.sellerNumber, DEMO.platform.account, DEMO.platform.password);
});
afterAll(() => t.close());

describe('system management', () => {
  it('creates a user with a role, and the role decides what he may do', async () => {
    const role = await t.call('/api/system/role/save', { token: admin1, body: { name: 'orgEditor' } });
    const granted = await t.call('/api/system/role/savePermissions', {
      token: admin1,
      body: { id: role.body.data.id, permissionIds: ['organizeManage:query', 'organizeManage:add'] },
    });
    expect(granted.body.code, granted.body.msg).toBe(0);
    const user = await t.call('/api/system/user/save', {
      token: admin1,
      body: {
        account: 'clerk',
        name: '文员',
        phone: '13900000001',
        password: md5('Clerk@1234567'),
        roleIds: [role.body.data.id],
        stationIds: [1, 2],
      },
    });
    expect(user.body.code).toBe(0);
    const login = await t.call('/api/system/login', { body: loginBody('100001', 'clerk', 'Clerk@1234567') });
    const token = login.body.data.token as string;
    expect((await t.call('/api/system/organize/save', { token, body: { name: '华南区' } })).body.code).toBe(0);
    const named = await t.call('/api/system/organize/page', { token, body: { filters: { name: '华南区' } } });
    expect(named.body.data.totalCount).toBe(1);
    expect((await t.call('/api/system/organize/delete', { token, body: { ids: [1] } })).status).toBe(403);
    expect((await t.call('/api/system/user/dataScope', { token })).body.data).toMatchObject({
      stationIds: [1, 2],
      allStations: false,
    });
  });

  it("never shows or changes another seller's users", async () => {
    const page = await t.call('/api/system/user/page', { token: admin2, body: { pageSize: 100 } });
    expect(page.body.data.data.map((u: { account: string }) => u.account)).toEqual(['admin']);
    const clerk = await t.db.query<{ id: number }>(`select id from users where account = 'clerk'`);
    const id = clerk.rows[0].id;
    expect((await t.call('/api/system/user/get', { token: admin2, body: { id } })).body.code).toBe(11);
    expect((await t.call('/api/system/user/update', { token: admin2, body: { id, status: 0 } })).body.code).toBe(11);
    expect((await t.call('/api/system/user/delete', { token: admin2, body: { ids: [id] } })).body.code).toBe(11);
  });

  it('lets only the platform administrator assign seller permissions, and roles follow', async () => {
    const sellerId = (await t.call('/api/system/user/info', { token: admin2 })).body.data.sellerId as number;
    expect(
      (await t.call('/api/system/seller/permissions/save', { token: admin1, body: { sellerId, permissionIds: [] } }))
        .status,
    ).toBe(403);
    const all = (await t.call('/api/system/permission/all', { token: platform })).body.data as { id: string }[];
    const mine = (await t.call('/api/system/permission/all', { token: admin2 })).body.data as { id: string }[];
    expect(all.length).toBeGreaterThan(mine.length);
    const kept = mine.map((p) => p.id).filter((id) => !id.startsWith('userManage'));
    expect(
      (
        await t.call('/api/system/seller/permissions/save', {
          token: platform,
          body: { sellerId, permissionIds: kept },
        })
      ).body.code,
    ).toBe(0);
    // The seller's admin role holds exactly what the seller has, at once.
    expect((await t.call('/api/system/user/page', { token: admin2, body: {} })).status).toBe(403);
    expect((await t.call('/api/system/role/page', { token: admin2, body: {} })).body.code).toBe(0);
  });
});
