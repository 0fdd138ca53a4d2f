import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * The user list's type, fleets, filters and sort, and an administrator's password reset: what a
 * seller's administrator sees and can do on /system/systemSet/user, and what the server refuses.
 */
let t: TestApp;
let admin1: string;
let admin2: string;

const call = (url: string, body: object, token = admin1) => t.call(url, { token, body });
const userRow = async (account: string) => {
  const page = await call('/api/system/user/page', { pageSize: 100, filters: { account } });
  return page.body.data.data.find((user: { account: string }) => user.account === account);
};
const fleetIds = async (token: string) => {
  const page = await call('/api/member/fleet/page', { pageNo: 1, pageSize: 5 }, token);
  return (page.body.data.data as { id: number }[]).map((row) => Number(row.id));
};

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
});
afterAll(() => t.close());

describe('user type and fleets', () => {
  it('saves a dispatcher in two fleets, lists him by type and reads his fleets back', async () => {
    const [first, second] = await fleetIds(admin1);
    const saved = await call('/api/system/user/save', {
      account: 'dispatcher1',
      name: 'Dispatcher One',
      password: md5('Dispatch@12345'),
      userType: 2,
      groupIds: [first, second],
    });
    expect(saved.body.code).toBe(0);
    const dispatchers = await call('/api/system/user/page', { pageSize: 100, filters: { userType: 2 } });
    expect((dispatchers.body.data.data as { account: string }[]).map((user) => user.account)).toEqual(['dispatcher1']);
    const got = await call('/api/system/user/get', { id: saved.body.data.id });
    expect(got.body.data).toMatchObject({ userType: 2, groupIds: [first, second].sort((a, b) => a - b) });

    const repaired = await call('/api/system/user/update', { id: saved.body.data.id, userType: 3, groupIds: [] });
    expect(repaired.body.code).toBe(0);
    expect((await call('/api/system/user/get', { id: saved.body.data.id })).body.data).toMatchObject({
      userType: 3,
      groupIds: [],
    });
  });

  it("refuses an unknown type and another seller's fleet on their fields, saving nothing", async () => {
    const badType = await call('/api/system/user/save', {
      account: 'typeless',
      name: 'typeless',
      password: md5('Typeless@12345'),
      userType: 9,
    });
    expect(badType.body.code).toBe(10);
    expect(badType.body.data.errors[0].field).toBe('userType');
    expect(await userRow('typeless')).toBeUndefined();

    const [foreignFleet] = await fleetIds(admin2);
    const foreign = await call('/api/system/user/save', {
      account: 'fleetless',
      name: 'fleetless',
      password: md5('Fleetless@12345'),
      groupIds: [foreignFleet],
    });
    expect(foreign.body.code).toBe(10);
    expect(foreign.body.data.errors[0].field).toBe('groupIds');
    expect(await userRow('fleetless')).toBeUndefined();
  });

  it('sorts by a column over every page and refuses a column it does not sort by', async () => {
    const accounts = async (sort: object) => {
      const page = await call('/api/system/user/page', { pageSize: 100, sort });
      return (page.body.data.data as { account: string }[]).map((user) => user.account);
    };
    const ascending = await accounts({ field: 'account', order: 'ascend' });
    expect(ascending).toEqual([...ascending].sort());
    expect(await accounts({ field: 'account', order: 'descend' })).toEqual([...ascending].reverse());
    const unknown = await call('/api/system/user/page', { pageSize: 100, sort: { field: 'password' } });
    expect(unknown.body.code).toBe(10);
    expect(unknown.body.data.errors[0].field).toBe('password');
  });
});

describe('password reset', () => {
  it("sets a user's new password, ends his sessions and lets him in with it only", async () => {
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    const { id } = await userRow('viewer');
    const fresh = 'Renewed@123456';
    const reset = await call('/api/system/user/resetPassword', { id, password: md5(fresh), newPassword: fresh });
    expect(reset.body.code).toBe(0);

    const stale = await call('/api/system/user/page', { pageSize: 1 }, viewer);
    expect(stale.status === 401 || stale.body.code !== 0).toBe(true);
    await expect(t.login(DEMO.viewer1.sellerNumber, 'viewer', DEMO.viewer1.password)).rejects.toThrow();
    expect(await t.login(DEMO.viewer1.sellerNumber, 'viewer', fresh)).toEqual(expect.any(String));
  });

  it('refuses a weak password, a digest of another text, his own account and a caller without the key', async () => {
    const { id } = await userRow('finance');
    const weak = await call('/api/system/user/resetPassword', { id, password: md5('short'), newPassword: 'short' });
    expect(weak.body.data.errors[0].field).toBe('password');
    const mismatched = await call('/api/system/user/resetPassword', {
      id,
      password: md5('Other@1234567'),
      newPassword: 'Finance@7654321',
    });
    expect(mismatched.body.code).toBe(10);

    const me = await userRow('admin');
    const own = await call('/api/system/user/resetPassword', {
      id: me.id,
      password: md5('Admin@7654321'),
      newPassword: 'Admin@7654321',
    });
    expect(own.body.code).toBe(10);
    expect(await t.login(DEMO.admin1.sellerNumber, 'admin', DEMO.admin1.password)).toEqual(expect.any(String));

    const station = await t.login(DEMO.station1.sellerNumber, DEMO.station1.account, DEMO.station1.password);
    const forbidden = await call(
      '/api/system/user/resetPassword',
      { id, password: md5('Finance@7654321'), newPassword: 'Finance@7654321' },
      station,
    );
    expect(forbidden.status).toBe(403);
    expect(await t.login(DEMO.finance1.sellerNumber, 'finance', DEMO.finance1.password)).toEqual(expect.any(String));
  });
});

describe("the user form's refusals", () => {
  it('names the field at fault in the caller language and changes nothing', async () => {
    const viewer = await userRow('viewer');
    const renamed = await call('/api/system/user/update', { id: viewer.id, account: 'someone-else' });
    expect(renamed.body.data.errors).toEqual([{ field: 'account', message: '账号创建后不能修改' }]);
    const repassworded = await call('/api/system/user/update', {
      id: viewer.id,
      password: md5('Viewer@7654321'),
      locale: 'en-US',
    });
    expect(repassworded.body.data.errors).toEqual([
      { field: 'password', message: 'Change the password with the reset password button' },
    ]);
    const undigested = await call('/api/system/user/save', {
      account: 'plain1',
      name: 'Plain',
      password: 'Plain@12345',
    });
    expect(undigested.body.data.errors[0]).toEqual({ field: 'password', message: '密码格式不正确，请重新输入' });
    expect(await userRow('plain1')).toBeUndefined();
    expect(await userRow('viewer')).toMatchObject({ account: 'viewer', name: viewer.name });
  });

  it('keeps an administrator from deleting or disabling his own account', async () => {
    const me = await userRow('admin');
    const deleted = await call('/api/system/user/delete', { ids: [me.id] });
    expect(deleted.body.msg).toBe('不能删除自己的账号');
    const disabled = await call('/api/system/user/disable', { ids: [me.id] });
    expect(disabled.body.msg).toBe('不能停用自己的账号');
    expect(await userRow('admin')).toMatchObject({ status: 1 });
  });
});
