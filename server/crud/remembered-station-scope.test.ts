import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginBody } from '../test-support/test-app';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders } from './testing/seed-charge-orders';

/**
 * A user's station scope is remembered between his requests (auth/session-cache): a change of
 * his bindings, his roles' data scope or his organization's station groups, made by any client
 * (here plain SQL, as another server or psql would), reaches his next request all the same.
 */
let t: CrudTestApp;
let token: string;
let userId: number;
let roleId: number;
let stations: number[];

const visibleStations = async () =>
  ((await t.post('/api/config/station/page', { pageSize: 500 }, token)).body.data.data as { id: number }[])
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);

beforeAll(async () => {
  t = await createCrudTestApp();
  stations = (await seedChargeOrders(t.db, '100001', 'R', 6)).stationIds;
  const role = await t.post(
    '/api/system/role/save',
    { name: '场站范围', status: 1, dataScope: 'bound' },
    t.tokens.admin1,
  );
  expect(role.body.code, role.body.msg).toBe(0);
  roleId = Number((await t.db.query<{ id: number }>(`select id from roles where name = '场站范围'`)).rows[0].id);
  // Everything the seller may grant, under a role of its own whose data scope the tests move.
  await t.db.query(
    `insert into role_permissions (role_id, permission_id)
     select $1, sp.permission_id from seller_permissions sp join sellers s on s.id = sp.seller_id
      where s.seller_number = '100001'`,
    [roleId],
  );
  const saved = await t.post(
    '/api/system/user/save',
    {
      account: 'scopeMemo',
      name: '范围用户',
      password: md5('Scope@1234567'),
      roleIds: [roleId],
      stationIds: [stations[0]],
    },
    t.tokens.admin1,
  );
  expect(saved.body.code, saved.body.msg).toBe(0);
  userId = Number((await t.db.query<{ id: number }>(`select id from users where account = 'scopeMemo'`)).rows[0].id);
  token = (await t.post('/api/system/login', loginBody('100001', 'scopeMemo', 'Scope@1234567'))).body.data.token;
});
afterAll(() => t?.close());

describe('a remembered station scope', () => {
  it('follows a change of the station bindings made outside the API', async () => {
    expect(await visibleStations()).toEqual([stations[0]]);
    expect(await visibleStations()).toEqual([stations[0]]);
    await t.db.query(`insert into user_stations (user_id, station_id) values ($1, $2)`, [userId, stations[1]]);
    expect(await visibleStations()).toEqual([stations[0], stations[1]].sort((a, b) => a - b));
    await t.db.query(`delete from user_stations where user_id = $1`, [userId]);
    expect(await visibleStations()).toEqual([]);
  });

  it("follows a change of the role's data scope", async () => {
    await t.db.query(`update roles set data_scope = 'all' where id = $1`, [roleId]);
    expect(await visibleStations()).toEqual(expect.arrayContaining(stations));
    await t.db.query(`update roles set data_scope = 'bound' where id = $1`, [roleId]);
    expect(await visibleStations()).toEqual([]);
  });

  it("follows the station groups of the user's organization", async () => {
    await t.db.query(`update roles set data_scope = 'organization' where id = $1`, [roleId]);
    expect(await visibleStations()).toEqual([]);
    const { rows } = await t.db.query<{ id: number; orgId: number; sellerId: number }>(
      `select g.id, g.organization_id as "orgId", g.seller_id as "sellerId" from station_group g
         join sellers s on s.id = g.seller_id where s.seller_number = '100001' limit 1`,
    );
    if (!rows.length) throw new Error('the seeded seller has no station group');
    const [group] = rows;
    await t.db.query(`update users set organization_id = $1 where id = $2`, [group.orgId, userId]);
    const reached = await visibleStations();
    const outside = stations.find((id) => !reached.includes(id))!;
    await t.db.query(`insert into station_group_station_ids (owner_id, ref_id, seller_id) values ($1, $2, $3)`, [
      group.id,
      outside,
      group.sellerId,
    ]);
    expect(await visibleStations()).toEqual([...reached, outside].sort((a, b) => a - b));
    await t.db.query(`delete from station_group_station_ids where owner_id = $1 and ref_id = $2`, [group.id, outside]);
    expect(await visibleStations()).toEqual(reached);
  });
});
