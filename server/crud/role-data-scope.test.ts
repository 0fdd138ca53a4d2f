import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * A role's data scope (SCREENS rows 261, 262) decides which stations its users see and change in
 * every generic route: all of them, those of their organization's station groups (and below),
 * or only their bound ones; their own bindings narrow it further.
 */
let t: TestApp;
let admin: string;
let stations: number[];
const organizations: Record<'south' | 'shenzhen' | 'north', number> = { south: 0, shenzhen: 0, north: 0 };
const roles: Record<'organization' | 'bound' | 'all' | 'allDisabled', number> = {
  organization: 0,
  bound: 0,
  all: 0,
  allDisabled: 0,
};
const PASSWORD = 'Scope@1234567';
const HOLDS = ['stationManage:query', 'stationManage:get', 'stationManage:edit', 'pileManage:query'];

const call = (url: string, body: object, token = admin) => t.call(url, { token, body });

async function saved(url: string, body: object): Promise<number> {
  const answer = await call(url, body);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data.id as number;
}

/** A role of the demo seller holding these permissions. */
async function savedRole(body: object, permissionIds: string[], token = admin): Promise<number> {
  const answer = await call('/api/system/role/save', body, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  const granted = await call('/api/system/role/savePermissions', { id: answer.body.data.id, permissionIds }, token);
  expect(granted.body.code, granted.body.msg).toBe(0);
  return answer.body.data.id as number;
}

/** A user of the demo seller with these roles, organization and bindings, logged in. */
async function userWith(account: string, body: { roleIds: number[]; organizationId?: number; stationIds?: number[] }) {
  await saved('/api/system/user/save', { account, name: account, password: md5(PASSWORD), ...body });
  return t.login(DEMO.admin1.sellerNumber, account, PASSWORD);
}

const stationIdsSeen = async (token: string) => {
  const answer = await call('/api/config/station/page', { pageNo: 1, pageSize: 500 }, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return (answer.body.data.data as { id: number }[]).map((row) => Number(row.id)).sort((a, b) => a - b);
};

const pileStationsSeen = async (token: string) => {
  const answer = await call('/api/config/pile/page', { pageNo: 1, pageSize: 500 }, token);
  expect(answer.body.code, answer.body.msg).toBe(0);
  const rows = answer.body.data.data as { stationId: number }[];
  return { count: rows.length, stations: [...new Set(rows.map((row) => Number(row.stationId)))].sort((a, b) => a - b) };
};

const pilesOf = async (ids: number[]) =>
  Number(
    (await t.db.query<{ n: number }>(`select count(*)::int as n from pile where station_id = any($1)`, [ids])).rows[0]
      .n,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(
    `select st.id from station st join sellers s on s.id = st.seller_id
      where s.seller_number = $1 order by st.id limit 5`,
    [DEMO.admin1.sellerNumber],
  );
  stations = rows.map((row) => Number(row.id));
  organizations.south = await saved('/api/system/organize/save', { name: '华南大区' });
  organizations.shenzhen = await saved('/api/system/organize/save', { name: '深圳片区', pid: organizations.south });
  organizations.north = await saved('/api/system/organize/save', { name: '华北大区' });
  const group = (code: string, organizationId: number, stationIds: number[]) =>
    saved('/api/config/stationGroup/save', { name: `分组${code}`, code, organizationId, stationIds });
  await group('SOUTH', organizations.south, [stations[0]]);
  await group('SHENZHEN', organizations.shenzhen, [stations[1], stations[2]]);
  await group('NORTH', organizations.north, [stations[3]]);
  for (const scope of ['organization', 'bound', 'all'] as const)
    roles[scope] = await savedRole({ name: `范围${scope}`, dataScope: scope }, HOLDS);
  roles.allDisabled = await savedRole({ name: '范围停用', dataScope: 'all' }, HOLDS);
  expect((await call('/api/system/role/disable', { ids: [roles.allDisabled] })).body.code).toBe(0);
});
afterAll(() => t.close());

describe('a role scoped to its users’ organization', () => {
  it("shows the stations of the station groups of the user's organization and those below it, and their piles", async () => {
    const token = await userWith('southern', { roleIds: [roles.organization], organizationId: organizations.south });
    const mine = [stations[0], stations[1], stations[2]];
    expect(await stationIdsSeen(token)).toEqual(mine);
    const piles = await pileStationsSeen(token);
    expect(piles.count).toBeGreaterThan(0);
    expect(piles.count).toBe(await pilesOf(mine));
    expect(piles.stations.every((id) => mine.includes(id))).toBe(true);
    const scope = await t.call('/api/system/user/dataScope', { token });
    expect(scope.body.data).toMatchObject({ stationIds: mine, allStations: false });

    // One level down the tree sees only its own branch.
    const shenzhen = await userWith('shenzhen', {
      roleIds: [roles.organization],
      organizationId: organizations.shenzhen,
    });
    expect(await stationIdsSeen(shenzhen)).toEqual([stations[1], stations[2]]);
  });

  it('lets a disabled role widen nothing', async () => {
    const token = await userWith('northern', {
      roleIds: [roles.organization, roles.allDisabled],
      organizationId: organizations.north,
    });
    expect(await stationIdsSeen(token)).toEqual([stations[3]]);
  });
});

describe('a role scoped to bound stations', () => {
  it('shows nothing to a user bound to no station, and refuses him any change', async () => {
    const token = await userWith('unbound', { roleIds: [roles.bound] });
    expect(await stationIdsSeen(token)).toEqual([]);
    expect((await pileStationsSeen(token)).count).toBe(0);
    const scope = await t.call('/api/system/user/dataScope', { token });
    expect(scope.body.data).toMatchObject({ stationIds: [], allStations: false });

    const before = await t.db.query<{ name: string }>(`select name from station where id = $1`, [stations[0]]);
    const update = await call('/api/config/station/update', { id: stations[0], name: '不该改名' }, token);
    expect(update.body.code).not.toBe(0);
    const after = await t.db.query<{ name: string }>(`select name from station where id = $1`, [stations[0]]);
    expect(after.rows[0].name).toBe(before.rows[0].name);
  });

  it('shows a bound user exactly his stations', async () => {
    const token = await userWith('boundtwo', { roleIds: [roles.bound], stationIds: [stations[2], stations[4]] });
    expect(await stationIdsSeen(token)).toEqual([stations[2], stations[4]]);
  });
});

describe('roles that see every station', () => {
  it('leave a user his bindings', async () => {
    const token = await userWith('allbound', { roleIds: [roles.all], stationIds: [stations[3]] });
    expect(await stationIdsSeen(token)).toEqual([stations[3]]);
  });

  it('win over a narrower role of the same user', async () => {
    const token = await userWith('twoRoles', {
      roleIds: [roles.bound, roles.all],
      organizationId: organizations.north,
    });
    const every = await stationIdsSeen(admin);
    expect(every.length).toBeGreaterThan(stations.length);
    expect(await stationIdsSeen(token)).toEqual(every);
    const scope = await t.call('/api/system/user/dataScope', { token });
    expect(scope.body.data).toMatchObject({ stationIds: [], allStations: true });
  });
});

describe("writing a role's data scope", () => {
  const roleRow = async (id: number) => (await call('/api/system/role/get', { id })).body.data;

  it('is listed, filtered on and changed', async () => {
    const listed = await call('/api/system/role/page', { pageSize: 100, filters: { dataScope: 'organization' } });
    expect(listed.body.data.data.map((role: { id: number }) => role.id)).toEqual([roles.organization]);
    expect(listed.body.data.data[0].dataScope).toBe('organization');
    const id = await saved('/api/system/role/save', { name: '默认范围' });
    expect((await roleRow(id)).dataScope).toBe('all');
    expect((await call('/api/system/role/update', { id, dataScope: 'bound' })).body.code).toBe(0);
    expect((await roleRow(id)).dataScope).toBe('bound');
  });

  it('refuses a value outside the dictionary on its field, saving nothing', async () => {
    const bad = await call('/api/system/role/save', { name: '坏范围', dataScope: 'everything' });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.data.errors[0]).toEqual({ field: 'dataScope', message: '请选择列表中的值' });
    expect(bad.body.msg).toContain('数据范围');
    expect(
      (await call('/api/system/role/page', { pageSize: 100, filters: { name: '坏范围' } })).body.data.data,
    ).toEqual([]);

    const update = await call('/api/system/role/update', { id: roles.bound, name: '改了名', dataScope: 'some' });
    expect(update.body.data.errors[0].field).toBe('dataScope');
    expect(await roleRow(roles.bound)).toMatchObject({ name: '范围bound', dataScope: 'bound' });
  });

  it('keeps the administrator role seeing every station', async () => {
    const adminRole = (await call('/api/system/role/page', { pageSize: 100 })).body.data.data.find(
      (role: { isAdmin: boolean }) => role.isAdmin,
    );
    const narrowed = await call('/api/system/role/update', { id: adminRole.id, dataScope: 'bound' });
    expect(narrowed.body.code).not.toBe(0);
    expect(narrowed.body.data.errors[0].field).toBe('dataScope');
    expect((await roleRow(adminRole.id)).dataScope).toBe('all');
    expect((await stationIdsSeen(admin)).length).toBeGreaterThan(stations.length);
    const platform = await t.login(DEMO.platform.sellerNumber, DEMO.platform.account, DEMO.platform.password);
    expect((await t.call('/api/system/user/dataScope', { token: platform })).body.data.allStations).toBe(true);
  });

  it('lets a caller who sees only some stations give roles no wider scope than bound stations', async () => {
    const editor = await savedRole({ name: '范围编辑' }, [
      'roleManage:query',
      'roleManage:get',
      'roleManage:add',
      'roleManage:edit',
    ]);
    const token = await userWith('scopeeditor', { roleIds: [editor], stationIds: [stations[0]] });
    const wide = await call('/api/system/role/save', { name: '越权范围', dataScope: 'all' }, token);
    expect(wide.status).toBe(403);
    expect(
      (await call('/api/system/role/page', { pageSize: 100, filters: { name: '越权范围' } })).body.data.data,
    ).toEqual([]);
    const plain = await call('/api/system/role/save', { name: '绑定范围' }, token);
    expect(plain.body.code).toBe(0);
    expect((await roleRow(plain.body.data.id)).dataScope).toBe('bound');
  });
});
