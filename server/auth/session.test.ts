import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin1: string;
let admin2: string;
let viewer1: string;
beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  viewer1 = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
});
afterAll(() => t.close());

describe('session guard', () => {
  it('answers HTTP 401 JSON without a token or with an unknown one', async () => {
    const none = await t.call('/api/system/user/info');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 401, success: false });
    expect((await t.call('/api/system/user/info', { token: 'not-a-token' })).status).toBe(401);
  });

  it('accepts the token bare or as Bearer', async () => {
    expect((await t.call('/api/system/user/info', { token: admin1 })).body.code).toBe(0);
    expect((await t.call('/api/system/user/info', { token: `Bearer ${admin1}` })).body.code).toBe(0);
  });

  it('answers body code 2 once the token is revoked by logout', async () => {
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    expect((await t.call('/api/system/logout', { token, body: {} })).body.code).toBe(0);
    const after = await t.call('/api/system/user/info', { token });
    expect(after.status).toBe(200);
    expect(after.body.code).toBe(2);
    expect(after.body.msg).toBe('登录已过期，请重新登录');
    // The same answer in the caller's language, as the generic routes give theirs.
    const english = await t.call('/api/system/user/info?locale=en-US', { token });
    expect(english.body).toMatchObject({ code: 2, msg: 'token expired, please log in again' });
    // Other sessions of the same user live on.
    expect((await t.call('/api/system/user/info', { token: admin1 })).body.code).toBe(0);
  });

  it('answers body code 2 once the token has expired', async () => {
    const token = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
    const { rows } = await t.db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400) as days from sessions order by id desc limit 1`,
    );
    expect(Number(rows[0].days)).toBe(7);
    await t.db.query(
      `update sessions set expires_at = now() - interval '1 second' where id = (select max(id) from sessions)`,
    );
    expect((await t.call('/api/system/user/info', { token })).body.code).toBe(2);
  });

  it('answers HTTP 403 naming the missing action key', async () => {
    const answer = await t.call('/api/system/role/save', { token: viewer1, body: { name: 'x' } });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toContain('roleManage:add');
    expect((await t.call('/api/system/role/page', { token: viewer1, body: {} })).body.code).toBe(0);
  });

  it('applies a permission change to live sessions on their next request', async () => {
    const token = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    expect((await t.call('/api/system/role/page', { token, body: {} })).body.code).toBe(0);
    const revoke = `delete from role_permissions rp using user_roles ur, users u
      where rp.role_id = ur.role_id and ur.user_id = u.id and u.account = 'viewer' and rp.permission_id = 'roleManage:query'
      returning rp.role_id`;
    const { rows } = await t.db.query<{ role_id: number }>(revoke);
    expect(rows.length).toBeGreaterThan(0);
    expect((await t.call('/api/system/role/page', { token, body: {} })).status).toBe(403);
    await t.db.query(`insert into role_permissions (role_id, permission_id) values ($1, 'roleManage:query')`, [
      rows[0].role_id,
    ]);
    expect((await t.call('/api/system/role/page', { token, body: {} })).body.code).toBe(0);
  });

  it('keeps each session in its own seller', async () => {
    const one = await t.call('/api/system/user/info', { token: admin1 });
    const two = await t.call('/api/system/user/info', { token: admin2 });
    expect(one.body.data.sellerNumber).toBe('100001');
    expect(two.body.data.sellerNumber).toBe('100002');
    const roles2 = await t.call('/api/system/role/page', { token: admin2, body: { pageSize: 50 } });
    const roles1 = await t.call('/api/system/role/page', { token: admin1, body: { pageSize: 50 } });
    expect(roles2.body.data.data.map((r: { code: string }) => r.code)).toEqual(['admin']);
    const viewerRole = roles1.body.data.data.find((r: { code: string }) => r.code === 'viewer');
    // Another seller's role is not found, whatever id is sent.
    expect((await t.call('/api/system/role/get', { token: admin2, body: { id: viewerRole.id } })).body.code).toBe(11);
    expect((await t.call('/api/system/role/delete', { token: admin2, body: { ids: [viewerRole.id] } })).body.code).toBe(
      11,
    );
  });

  it('lists only the permissions the user holds, with their catalogs', async () => {
    const rows = (await t.call('/api/system/user/permissions', { token: viewer1 })).body.data as {
      id: string;
      pid: string | null;
      componentType: string;
      name: string;
    }[];
    const buttons = rows.filter((r) => r.componentType === 'BUTTON');
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((r) => r.name === 'query' || r.name === 'get')).toBe(true);
    const ids = new Set(rows.map((r) => r.id));
    expect(rows.every((r) => !r.pid || ids.has(r.pid) || r.componentType === 'CATALOG')).toBe(true);
    expect(rows[0]).toHaveProperty('titleI18n');
  });
});
