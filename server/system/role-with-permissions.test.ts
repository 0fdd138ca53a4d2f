import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * The role page saves a role with its permissions in one call: a permission the caller may not
 * grant refuses the whole write, so no role is left without its permissions and no edit lands
 * half done.
 */
let t: TestApp;
let admin1: string;

const call = (url: string, body: object) => t.call(url, { token: admin1, body });
const rolesNamed = async (name: string) =>
  (await t.db.query<{ id: number; name: string }>(`select id, name from roles where name = $1`, [name])).rows;
const permissionsOf = async (roleId: number) =>
  (
    await t.db.query<{ id: string }>(`select permission_id as id from role_permissions where role_id = $1 order by 1`, [
      roleId,
    ])
  ).rows.map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t.close());

describe('a role saved with its permissions', () => {
  it('is refused whole for a permission its maker does not hold: no role is left behind', async () => {
    const refused = await call('/api/system/role/save', {
      name: '越权角色',
      permissionIds: ['stationManage:query', 'no:such'],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('no:such');
    expect(await rolesNamed('越权角色')).toEqual([]);
  });

  it('stores the role and its permissions together, and the audit entry names them', async () => {
    const saved = await call('/api/system/role/save', {
      name: '站点查看员',
      permissionIds: ['stationManage:query', 'stationManage:get'],
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const id = Number(saved.body.data.id);
    expect(await permissionsOf(id)).toEqual(['stationManage:get', 'stationManage:query']);
    const audit = await t.db.query<{ after: { name: string; permissionIds: string[] } }>(
      `select after from audit_log where entity = 'role' and row_id = $1 and action = 'save'`,
      [id],
    );
    expect(audit.rows[0].after).toMatchObject({
      name: '站点查看员',
      permissionIds: ['stationManage:query', 'stationManage:get'],
    });
  });

  it('leaves an edit undone when its permissions are refused, and keeps them when none are sent', async () => {
    const saved = await call('/api/system/role/save', { name: '编辑前', permissionIds: ['stationManage:query'] });
    const id = Number(saved.body.data.id);
    const refused = await call('/api/system/role/update', { id, name: '编辑后', permissionIds: ['no:such'] });
    expect(refused.status).toBe(403);
    expect((await rolesNamed('编辑前')).map((role) => Number(role.id))).toEqual([id]);
    expect(await permissionsOf(id)).toEqual(['stationManage:query']);

    const renamed = await call('/api/system/role/update', { id, name: '编辑后' });
    expect(renamed.body.code, renamed.body.msg).toBe(0);
    expect(await permissionsOf(id)).toEqual(['stationManage:query']);
    const narrowed = await call('/api/system/role/update', { id, permissionIds: [] });
    expect(narrowed.body.code, narrowed.body.msg).toBe(0);
    expect(await permissionsOf(id)).toEqual([]);
  });

  it('refuses permission ids that are not a list of ids, changing nothing', async () => {
    const saved = await call('/api/system/role/save', { name: '格式检查', permissionIds: ['stationManage:query'] });
    const id = Number(saved.body.data.id);
    const malformed = await call('/api/system/role/update', { id, permissionIds: 'stationManage:delete' });
    expect(malformed.body.code).not.toBe(0);
    expect(await permissionsOf(id)).toEqual(['stationManage:query']);
  });
});
