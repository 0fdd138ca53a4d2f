import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { ACCESS_STAMP_HEADER } from './access-stamp';

/**
 * A changed role reaches its users at their next request: every authenticated answer carries
 * the fingerprint of what the caller reaches, and the web app reloads its menus when it moves.
 */
let t: TestApp;
let admin1: string;
let admin2: string;
let clerk: string;
let roleId: number;

const stampOf = async (token: string, url = '/api/system/user/dataScope') => {
  const answer = await t.call(url, { token });
  return answer.headers[ACCESS_STAMP_HEADER] as string | undefined;
};
const reachable = async (token: string) =>
  ((await t.call('/api/system/user/permissions', { token })).body.data as { id: string }[]).map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  const role = await t.call('/api/system/role/save', { token: admin1, body: { name: 'stampClerk' } });
  roleId = role.body.data.id;
  const granted = await t.call('/api/system/role/savePermissions', {
    token: admin1,
    body: { id: roleId, permissionIds: ['organizeManage:query'] },
  });
  expect(granted.body.code, granted.body.msg).toBe(0);
  const password = md5('Clerk@1234567');
  const user = await t.call('/api/system/user/save', {
    token: admin1,
    body: { account: 'stampclerk', name: 'stampclerk', password, roleIds: [roleId] },
  });
  expect(user.body.code, user.body.msg).toBe(0);
  clerk = await t.login('100001', 'stampclerk', 'Clerk@1234567');
});
afterAll(() => t.close());

describe('access stamp', () => {
  it('is the same in the user info and on every answer while nothing changes', async () => {
    const info = await t.call('/api/system/user/info', { token: clerk });
    expect(info.body.data.accessStamp).toMatch(/^[\w-]{16}$/);
    expect(await stampOf(clerk)).toBe(info.body.data.accessStamp);
    expect(await stampOf(clerk, '/api/system/user/permissions')).toBe(info.body.data.accessStamp);
  });

  it('moves for the user whose role gained a menu, and only for him', async () => {
    const clerkBefore = await stampOf(clerk);
    const otherSellerBefore = await stampOf(admin2);
    expect(await reachable(clerk)).not.toContain('roleManage');

    const update = await t.call('/api/system/role/savePermissions', {
      token: admin1,
      body: { id: roleId, permissionIds: ['organizeManage:query', 'roleManage:query'] },
    });
    expect(update.body.code, update.body.msg).toBe(0);

    const clerkAfter = await stampOf(clerk);
    expect(clerkAfter).toBeDefined();
    expect(clerkAfter).not.toBe(clerkBefore);
    expect((await t.call('/api/system/user/info', { token: clerk })).body.data.accessStamp).toBe(clerkAfter);
    expect(await reachable(clerk)).toContain('roleManage');
    expect(await stampOf(admin2)).toBe(otherSellerBefore);
  });

  it('comes with a refusal too, so a revoked page leads the web app to reload', async () => {
    const before = await stampOf(clerk);
    await t.call('/api/system/role/savePermissions', {
      token: admin1,
      body: { id: roleId, permissionIds: ['roleManage:query'] },
    });
    const refused = await t.call('/api/system/organize/page', { token: clerk, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.headers[ACCESS_STAMP_HEADER]).toBeDefined();
    expect(refused.headers[ACCESS_STAMP_HEADER]).not.toBe(before);
  });

  it('is not sent to a caller without a session', async () => {
    const answer = await t.call('/api/health');
    expect(answer.headers[ACCESS_STAMP_HEADER]).toBeUndefined();
  });
});
