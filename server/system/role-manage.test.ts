import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * A role's code, order and enable status on /system/systemSet/role: a disabled role grants its
 * users nothing until it is enabled again, and the administrator role is never disabled.
 */
let t: TestApp;
let admin1: string;

const call = (url: string, body: object, token = admin1) => t.call(url, { token, body });
const roles = async (filters: object = {}) =>
  (await call('/api/system/role/page', { pageSize: 100, filters })).body.data.data as {
    id: number;
    name: string;
    code: string | null;
    sort: number;
    status: number;
    isAdmin: boolean;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t.close());

describe('role code and order', () => {
  it('saves a code and an order, lists roles in that order, and refuses a taken or malformed code', async () => {
    const first = await call('/api/system/role/save', { name: '排序二', code: 'ops-2', sort: 2 });
    const second = await call('/api/system/role/save', { name: '排序一', code: 'ops-1', sort: 1 });
    expect([first.body.code, second.body.code]).toEqual([0, 0]);
    const listed = (await roles({ code: 'ops-' })).map((role) => role.code);
    expect(listed).toEqual(['ops-1', 'ops-2']);

    const taken = await call('/api/system/role/save', { name: '重复编码', code: 'ops-1' });
    expect(taken.body.code).not.toBe(0);
    expect(taken.body.data.errors[0].field).toBe('code');
    const malformed = await call('/api/system/role/update', { id: first.body.data.id, code: '2 bad' });
    expect(malformed.body.data.errors[0].field).toBe('code');
    expect((await roles({ name: '重复编码' })).length).toBe(0);
    expect((await roles({ code: 'ops-2' }))[0]).toMatchObject({ code: 'ops-2', sort: 2 });
  });
});

describe('role enable status', () => {
  it("takes a disabled role's pages from its users at their next request, and gives them back when enabled", async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    const stationPage = () => call('/api/config/station/page', { pageNo: 1, pageSize: 1 }, viewer);
    expect((await stationPage()).status).toBe(200);

    const viewerRow = (
      await call('/api/system/user/page', { pageSize: 10, filters: { account: 'viewer' } })
    ).body.data.data.find((user: { account: string }) => user.account === 'viewer');
    const roleIds = viewerRow.roleIds as number[];
    expect((await call('/api/system/role/disable', { ids: roleIds })).body.code).toBe(0);
    expect((await roles()).filter((role) => roleIds.includes(role.id)).map((role) => role.status)).toEqual(
      roleIds.map(() => 0),
    );
    expect((await stationPage()).status).toBe(403);

    expect((await call('/api/system/role/enable', { ids: roleIds })).body.code).toBe(0);
    expect((await stationPage()).status).toBe(200);
  });

  it('never disables nor deletes the administrator role, and refuses a caller without the button', async () => {
    const adminRole = (await roles()).find((role) => role.isAdmin)!;
    const refused = await call('/api/system/role/disable', { ids: [adminRole.id] });
    expect(refused.body).toMatchObject({ code: 10, msg: '管理员角色不能停用或删除' });
    const deleted = await call('/api/system/role/delete', { ids: [adminRole.id] });
    expect(deleted.body).toMatchObject({ code: 10, msg: '管理员角色不能停用或删除' });
    expect((await roles()).find((role) => role.isAdmin)!.status).toBe(1);

    const station = await t.login(DEMO.station1.sellerNumber, DEMO.station1.account, DEMO.station1.password);
    const other = (await roles()).find((role) => !role.isAdmin)!;
    const forbidden = await call('/api/system/role/disable', { ids: [other.id] }, station);
    expect(forbidden.status).toBe(403);
    expect((await roles()).find((role) => role.id === other.id)!.status).toBe(1);
  });
});

describe('deleting a role', () => {
  it('takes it from the users holding it, who keep their other roles', async () => {
    const saved = await call('/api/system/role/save', { name: '临时角色' });
    const other = await call('/api/system/role/save', { name: '留用角色' });
    const [gone, kept] = [saved.body.data.id as number, other.body.data.id as number];
    const user = await call('/api/system/user/save', {
      account: 'holder1',
      name: 'holder1',
      password: '0123456789abcdef0123456789abcdef',
      roleIds: [gone, kept],
    });
    expect(user.body.code, user.body.msg).toBe(0);
    const deleted = await call('/api/system/role/delete', { ids: [gone] });
    expect(deleted.body.code, deleted.body.msg).toBe(0);
    const got = await call('/api/system/user/get', { id: user.body.data.id });
    expect(got.body.data.roleIds).toEqual([kept]);
  });
});
