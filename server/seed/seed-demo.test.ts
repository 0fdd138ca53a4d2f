import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileEntityValidator } from '../../src/meta/rules/entity-validator';
import { columnName, tableName } from '../db/naming';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const DEVICE_ENTITIES = ['station', 'pileType', 'pile', 'gun', 'pileOnlineLog', 'helpItem'];

describe('demo data', () => {
  it('gives the demo sellers their own stations, piles and guns', async () => {
    const { rows } = await t.db.query<{ seller_number: string; n: number }>(
      `select s.seller_number, count(st.id) as n from sellers s left join station st on st.seller_id = s.id group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { seller_number: '100000', n: 0 },
      { seller_number: '100001', n: 12 },
      { seller_number: '100002', n: 6 },
      { seller_number: '100003', n: 3 },
      { seller_number: '100004', n: 2 },
    ]);
  });

  it.each(DEVICE_ENTITIES)('writes %s rows that pass the schema rules', async (name) => {
    const entity = t.bundle.entities.get(name);
    expect(entity, `schemas/entities has ${name}`).toBeDefined();
    const validate = compileEntityValidator(entity!, { dictionaries: t.bundle.dictionaries, mode: 'create' });
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select * from ${tableName(entity!)} order by id limit 40`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const payload = Object.fromEntries(
        // A secret is kept as what it derives (a pile's key as its hash): the rule judged the key itself.
        Object.entries(entity!.fields)
          .filter(([, def]) => !def.secret)
          .map(([field, def]) => {
            const value = row[columnName(field)];
            // As the API writes a datetime: "yyyy-MM-dd HH:mm:ss".
            const text = value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : value;
            return [field, def.type === 'datetime' ? text : value];
          }),
      );
      expect(validate(payload, 'en-US'), JSON.stringify(payload)).toEqual([]);
    }
  });

  it('uses several gun statuses, mostly idle', async () => {
    const { rows } = await t.db.query<{ status: number; n: number }>(
      `select status, count(*) as n from gun group by 1 order by n desc`,
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0].status).toBe(1);
  });

  it('gives each pile the power, current mode, gun layout and number of guns of its model', async () => {
    const { rows } = await t.db.query<{ mismatched: number; piles: number; dc_under_30kw: number }>(
      `select count(*) filter (where p.rated_power <> pt.rated_power or p.current_mode <> pt.current_mode
                                 or p.gun_layout <> pt.gun_layout or g.guns <> pt.gun_count) as mismatched,
              count(*) as piles,
              count(*) filter (where p.current_mode = 2 and p.rated_power < 30) as dc_under_30kw
         from pile p
         join pile_type pt on pt.id = p.pile_type_id
         join (select pile_id, count(*) as guns from gun group by pile_id) g on g.pile_id = p.id`,
    );
    expect(rows[0].piles).toBeGreaterThan(50);
    expect(rows[0]).toMatchObject({ mismatched: 0, dc_under_30kw: 0 });
    const layouts = await t.db.query<{ gun_layout: string; guns: number }>(
      `select distinct p.gun_layout, g.guns from pile p
         join (select pile_id, count(*) as guns from gun group by pile_id) g on g.pile_id = p.id order by 1`,
    );
    const expected: Record<string, number> = { ONE_GUN: 1, TWO_GUN: 2, FOUR_GUN: 4 };
    for (const { gun_layout, guns } of layouts.rows) expect(guns).toBe(expected[gun_layout]);
  });
});

describe('demo roles', () => {
  /** The top-level menus (areas) a demo account of seller 100001 holds something under. */
  async function areasOf(account: string): Promise<string[]> {
    const { rows } = await t.db.query<{ id: string; pid: string | null; held: boolean }>(
      `select p.id, p.pid, exists (select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
                                   join users u on u.id = ur.user_id join sellers s on s.id = u.seller_id
                                   where s.seller_number = '100001' and u.account = $1 and rp.permission_id = p.id) as held
         from permissions p`,
      [account],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const top = (id: string): string => {
      const parent = byId.get(id)?.pid;
      return parent && byId.has(parent) ? top(parent) : id;
    };
    return [...new Set(rows.filter((row) => row.held).map((row) => top(row.id)))].sort();
  }

  it('gives the station manager the network and the finance account the money, not each other', async () => {
    const station = await areasOf('station');
    const finance = await areasOf('finance');
    expect(station).toEqual(expect.arrayContaining(['business', 'safe', 'operation']));
    expect(station).not.toEqual(expect.arrayContaining(['finance']));
    expect(station).not.toContain('billing');
    expect(finance).toEqual(expect.arrayContaining(['billing', 'member', 'finance']));
    expect(finance).not.toContain('business');
    expect(finance).not.toContain('safe');
  });

  it('lets the viewer read every area and change nothing', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      `select p.name from permissions p join role_permissions rp on rp.permission_id = p.id
         join roles r on r.id = rp.role_id join sellers s on s.id = r.seller_id
        where s.seller_number = '100001' and r.code = 'viewer' and p.component_type = 'BUTTON'`,
    );
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(['query', 'get']));
    expect((await areasOf('viewer')).length).toBeGreaterThan(10);
  });
});
