import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * Nobody grants, binds or manages beyond what he holds (permissions/grant-limits.ts): a user
 * who may edit roles and users, but holds little else, tries every way up.
 */
let t: TestApp;
let admin1: string;
let editor: string;
let editorId: number;
let editorRoleId: number;
let adminRoleId: number;
let financeRoleId: number;

const EDITOR_HOLDS = [
  'roleManage:query',
  'roleManage:get',
  'roleManage:add',
  'roleManage:edit',
  'roleManage:delete',
  'userManage:query',
  'userManage:get',
  'userManage:add',
  'userManage:edit',
  'stationManage:query',
];

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];
const roleId = async (name: string) =>
  (
    await one<{ id: number }>(
      `select r.id from roles r join sellers s on s.id = r.seller_id where s.seller_number = '100001' and r.code = $1`,
      [name],
    )
  ).id;
const userId = async (sellerNumber: string, account: string) =>
  (
    await one<{ id: number }>(
      `select u.id from users u join sellers s on s.id = u.seller_id where s.seller_number = $1 and u.account = $2`,
      [sellerNumber, account],
    )
  ).id;
const rolePermissions = async (id: number) =>
  (
    await t.db.query<{ id: string }>(`select permission_id as id from role_permissions where role_id = $1 order by 1`, [
      id,
    ])
  ).rows.map((row) => row.id);
/** A role saved by `token`, then given these permissions: its id and the answer to the grant. */
async function roleWith(token: string, name: string, permissionIds: string[]) {
  const saved = await t.call('/api/system/role/save', { token, body: { name } });
  expect(saved.body.code, saved.body.msg).toBe(0);
  const id = saved.body.data.id as number;
  return { id, granted: await grant(token, id, permissionIds) };
}
const grant = (token: string, id: number, permissionIds: string[]) =>
  t.call('/api/system/role/savePermissions', { token, body: { id, permissionIds } });
const userRoles = async (id: number) =>
  (
    await t.db.query<{ id: number }>(`select role_id as id from user_roles where user_id = $1 order by 1`, [id])
  ).rows.map((row) => Number(row.id));

async function createUser(account: string, roleIds: number[], stationIds?: number[]): Promise<number> {
  const password = md5('Clerk@1234567');
  const body = { account, name: account, password, roleIds, ...(stationIds ? { stationIds } : {}) };
  const saved = await t.call('/api/system/user/save', { token: admin1, body });
  expect(saved.body.code, saved.body.msg).toBe(0);
  return saved.body.data.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const role = await roleWith(admin1, 'roleEditor', EDITOR_HOLDS);
  expect(role.granted.body.code, role.granted.body.msg).toBe(0);
  editorRoleId = role.id;
  editorId = await createUser('editor', [editorRoleId]);
  editor = await t.login('100001', 'editor', 'Clerk@1234567');
  adminRoleId = await roleId('admin');
  financeRoleId = await roleId('finance');
});
afterAll(() => t.close());

describe('roles: nobody grants beyond what he holds', () => {
  it('refuses adding a permission to his own role, and any change to a role he holds', async () => {
    const widen = await grant(editor, editorRoleId, [...EDITOR_HOLDS, 'stationManage:delete']);
    expect(widen.status).toBe(403);
    const rename = await t.call('/api/system/role/update', { token: editor, body: { id: editorRoleId, name: 'x' } });
    expect(rename.status).toBe(403);
    expect(rename.body.msg).toBe('你不能修改自己持有的角色“roleEditor”');
    expect(await rolePermissions(editorRoleId)).toEqual([...EDITOR_HOLDS].sort());
    expect((await t.call('/api/system/role/delete', { token: editor, body: { ids: [editorRoleId] } })).status).toBe(
      403,
    );
  });

  it('creates a role only from permissions he holds, naming the others', async () => {
    const wider = await roleWith(editor, 'wider', ['stationManage:query', 'stationManage:delete', 'no:such']);
    expect(wider.granted.status).toBe(403);
    expect(wider.granted.body.msg).toContain('stationManage:delete');
    expect(wider.granted.body.msg).not.toContain('stationManage:query');
    expect(await rolePermissions(wider.id)).toEqual([]);
    const within = await roleWith(editor, 'stationReader', ['stationManage:query']);
    expect(within.granted.body.code).toBe(0);
    expect(await rolePermissions(within.id)).toEqual(['stationManage:query']);
    // A role beneath him he may change and delete.
    const narrowed = await grant(editor, within.id, []);
    expect(narrowed.body.code).toBe(0);
    expect((await t.call('/api/system/role/delete', { token: editor, body: { ids: [within.id] } })).body.code).toBe(0);
  });

  it('leaves alone roles that reach beyond him, and the administrator role', async () => {
    const finance = await rolePermissions(financeRoleId);
    const strip = await grant(editor, financeRoleId, []);
    expect(strip.status).toBe(403);
    expect(await rolePermissions(financeRoleId)).toEqual(finance);
    expect(
      (await t.call('/api/system/role/update', { token: editor, body: { id: adminRoleId, name: 'y' } })).status,
    ).toBe(403);
  });

  it("lets the seller's administrator change roles, his own included, within the seller", async () => {
    const ownRole = await t.call('/api/system/role/update', {
      token: admin1,
      body: { id: adminRoleId, description: 'all of the seller' },
    });
    expect(ownRole.body.code).toBe(0);
    const platformOnly = await grant(admin1, editorRoleId, [...EDITOR_HOLDS, 'permissionManage:edit']);
    expect(platformOnly.status).toBe(403);
    expect(await rolePermissions(editorRoleId)).toEqual([...EDITOR_HOLDS].sort());
  });

  it('offers in the permission tree only what the caller may grant', async () => {
    const tree = (await t.call('/api/system/permission/all', { token: editor })).body.data as { id: string }[];
    const buttons = tree.map((row) => row.id).filter((id) => id.includes(':'));
    expect(buttons.sort()).toEqual([...EDITOR_HOLDS].sort());
    // The menus above his buttons come with them, so the tree has its shape; they grant no key.
    expect(tree.map((row) => row.id)).toEqual(expect.arrayContaining(['roleManage', 'userManage', 'stationManage']));
    expect(tree.map((row) => row.id)).not.toContain('pileManage');
    const withMenus = await roleWith(editor, 'treeShaped', ['stationManage', 'stationManage:query']);
    expect(withMenus.granted.body.code).toBe(0);
    const pileMenu = await roleWith(editor, 'pileMenu', ['pileManage']);
    expect(pileMenu.granted.status).toBe(403);
  });
});

describe('users: nobody binds beyond what he holds', () => {
  it('refuses binding himself to the administrator role or a role beyond him', async () => {
    const viaUpdate = await t.call('/api/system/user/update', {
      token: editor,
      body: { id: editorId, roleIds: [editorRoleId, adminRoleId] },
    });
    expect(viaUpdate.status).toBe(403);
    const beyond = await t.call('/api/system/user/update', {
      token: editor,
      body: { id: editorId, roleIds: [financeRoleId] },
    });
    expect(beyond.status).toBe(403);
    expect(await userRoles(editorId)).toEqual([editorRoleId]);
  });

  it('creates no user with a role beyond him', async () => {
    const saved = await t.call('/api/system/user/save', {
      token: editor,
      body: { account: 'sneaky', name: 'sneaky', password: md5('Clerk@1234567'), roleIds: [adminRoleId] },
    });
    expect(saved.status).toBe(403);
    expect(await one(`select 1 from users where account = 'sneaky'`)).toBeUndefined();
  });

  it('binds users only to roles within his reach, and manages only users beneath him', async () => {
    const reader = await roleWith(editor, 'reader', ['stationManage:query']);
    expect(reader.granted.body.code).toBe(0);
    const clerkId = await createUser('clerk1', []);
    const bound = await t.call('/api/system/user/update', {
      token: editor,
      body: { id: clerkId, roleIds: [reader.id] },
    });
    expect(bound.body.code).toBe(0);
    expect(await userRoles(clerkId)).toEqual([reader.id]);
    // The administrator and the finance user reach further: no rebinding, no edit, no delete.
    const admin = await userId('100001', 'admin');
    const unbindAdmin = await t.call('/api/system/user/update', { token: editor, body: { id: admin, roleIds: [] } });
    expect(unbindAdmin.status).toBe(403);
    expect(await userRoles(admin)).toEqual([adminRoleId]);
    const finance = await userId('100001', 'finance');
    expect((await t.call('/api/system/user/update', { token: editor, body: { id: finance, name: 'z' } })).status).toBe(
      403,
    );
  });

  it("refuses another seller's roles and stations in bindings, changing nothing", async () => {
    const clerkId = await createUser('clerk2', [], []);
    const station = t.bundle.entities.get('station')!;
    const foreignStation = await one<{ id: number }>(
      `select st.id from ${station.table ?? 'station'} st join sellers s on s.id = st.seller_id where s.seller_number = '100002' limit 1`,
    );
    const ownStation = await one<{ id: number }>(
      `select st.id from ${station.table ?? 'station'} st join sellers s on s.id = st.seller_id where s.seller_number = '100001' limit 1`,
    );
    const foreignRole = await one<{ id: number }>(
      `select r.id from roles r join sellers s on s.id = r.seller_id where s.seller_number = '100002' limit 1`,
    );
    const stations = await t.call('/api/system/user/update', {
      token: admin1,
      body: { id: clerkId, stationIds: [ownStation.id, foreignStation.id] },
    });
    expect(stations.body.code).toBe(10);
    expect(stations.body.data.errors[0].field).toBe('stationIds');
    const roles = await t.call('/api/system/user/update', {
      token: admin1,
      body: { id: clerkId, name: 'renamed', roleIds: [foreignRole.id] },
    });
    expect(roles.body.code).toBe(10);
    const after = await one<{ name: string; n: number }>(
      `select name, (select count(*)::int from user_stations where user_id = $1) as n from users where id = $1`,
      [clerkId],
    );
    expect(after).toEqual({ name: 'clerk2', n: 0 });
    expect(await userRoles(clerkId)).toEqual([]);
    expect(
      (await t.call('/api/system/user/update', { token: admin1, body: { id: clerkId, stationIds: [ownStation.id] } }))
        .body.code,
    ).toBe(0);
  });

  it('lets a station-bound user manager hand out only his own stations', async () => {
    const station = t.bundle.entities.get('station')!;
    const { rows } = await t.db.query<{ id: number }>(
      `select st.id from ${station.table ?? 'station'} st join sellers s on s.id = st.seller_id where s.seller_number = '100001' order by st.id limit 2`,
    );
    const [mine, other] = rows.map((row) => Number(row.id));
    const managerId = await createUser('manager1', [editorRoleId], [mine]);
    const manager = await t.login('100001', 'manager1', 'Clerk@1234567');
    const clerkId = await createUser('clerk3', [], [mine]);
    const widen = await t.call('/api/system/user/update', {
      token: manager,
      body: { id: clerkId, stationIds: [other] },
    });
    expect(widen.status).toBe(403);
    // An empty list would mean every station.
    const unbindSelf = await t.call('/api/system/user/update', {
      token: manager,
      body: { id: managerId, stationIds: [] },
    });
    expect(unbindSelf.status).toBe(403);
    const newUser = await t.call('/api/system/user/save', {
      token: manager,
      body: { account: 'clerk4', name: 'clerk4', password: md5('Clerk@1234567') },
    });
    expect(newUser.status).toBe(403);
    expect(await one(`select 1 from users where account = 'clerk4'`)).toBeUndefined();
    // A user who sees every station (no binding) is beyond him, though he holds no permission.
    const unbound = await createUser('clerk8', []);
    const rename = await t.call('/api/system/user/update', { token: manager, body: { id: unbound, name: 'v' } });
    expect(rename.status).toBe(403);
    expect(rename.body.msg).toBe('用户“clerk8”可查看你负责范围以外的场站');
    expect((await one<{ name: string }>(`select name from users where id = $1`, [unbound])).name).toBe('clerk8');
    expect(
      (await t.call('/api/system/user/update', { token: manager, body: { id: clerkId, name: 'c3' } })).body.code,
    ).toBe(0);
    const scoped = await t.call('/api/system/user/save', {
      token: manager,
      body: { account: 'clerk5', name: 'clerk5', password: md5('Clerk@1234567'), stationIds: [mine] },
    });
    expect(scoped.body.code).toBe(0);
  });
});

describe('enabling and disabling users need their own buttons', () => {
  it('changes a status only through the enable and disable buttons, never by editing', async () => {
    const clerkId = await createUser('clerk6', []);
    const edited = await t.call('/api/system/user/update', {
      token: editor,
      body: { id: clerkId, name: 'n', status: 0 },
    });
    expect(edited.body.code).toBe(0);
    expect((await t.call('/api/system/user/disable', { token: editor, body: { ids: [clerkId] } })).status).toBe(403);
    expect(
      await one<{ name: string; status: number }>(`select name, status from users where id = $1`, [clerkId]),
    ).toEqual({ name: 'n', status: 1 });
  });

  it('lets holders of the buttons disable and enable, but not themselves', async () => {
    const clerkId = await createUser('clerk7', []);
    expect((await t.call('/api/system/user/disable', { token: admin1, body: { ids: [clerkId] } })).body.code).toBe(0);
    expect((await one<{ status: number }>(`select status from users where id = $1`, [clerkId])).status).toBe(0);
    expect((await t.call('/api/system/user/enable', { token: admin1, body: { ids: [clerkId] } })).body.code).toBe(0);
    expect((await one<{ status: number }>(`select status from users where id = $1`, [clerkId])).status).toBe(1);
    const self = await userId('100001', 'admin');
    expect((await t.call('/api/system/user/disable', { token: admin1, body: { ids: [self] } })).body.code).toBe(10);
  });
});
