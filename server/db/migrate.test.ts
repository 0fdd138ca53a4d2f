import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, FieldDef } from '../../src/meta/model';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { DestructiveMigrationError, DuplicateValuesError, migrate } from './migrate';

const title = { 'zh-CN': '字段', 'en-US': 'Field' };

/** A one-entity bundle: just what migrations read. */
function bundleWith(fields: Record<string, Partial<FieldDef>>, filters: string[] = []): MetaBundle {
  const entity = {
    name: 'sampleDevice',
    pageId: 'sampleDevice',
    fields: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, { title, ...f }])),
    list: { columns: Object.keys(fields), filters },
  } as unknown as EntityFile;
  return {
    entities: new Map([['sampleDevice', entity]]),
    dictionaries: new Map([
      ['level', { name: 'level', valueType: 'integer', items: [], title }],
    ]) as MetaBundle['dictionaries'],
    menuItems: [],
  };
}

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase({ prepared: false });
});
afterAll(() => t.close());

const columns = async () => {
  const { rows } = await t.db.query<{
    column_name: string;
    data_type: string;
    character_maximum_length: number | null;
  }>(
    `select column_name, data_type, character_maximum_length from information_schema.columns
      where table_schema = current_schema() and table_name = 'sample_device' order by ordinal_position`,
  );
  return Object.fromEntries(
    rows.map((r) => [
      r.column_name,
      r.character_maximum_length ? `${r.data_type}(${r.character_maximum_length})` : r.data_type,
    ]),
  );
};

describe('migrate', () => {
  it('creates typed columns and indexes from the schemas, then has nothing left to do', async () => {
    const bundle = bundleWith(
      {
        serialNo: { type: 'string' },
        price: { type: 'money' },
        level: { type: 'dict', dict: 'level' },
        siteId: { type: 'reference' },
      },
      ['serialNo'],
    );
    const first = await migrate(t.db, bundle);
    expect(first.systemSteps.length).toBeGreaterThan(0);
    expect(await columns()).toEqual({
      id: 'bigint',
      seller_id: 'bigint',
      created_at: 'timestamp with time zone',
      updated_at: 'timestamp with time zone',
      serial_no: 'character varying(50)',
      price: 'bigint',
      level: 'integer',
      site_id: 'bigint',
    });
    const { rows } = await t.db.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = current_schema() and tablename = 'sample_device' order by 1`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['ux_sample_device_seller_id', 'ix_sample_device_serial_no', 'ix_sample_device_site_id']),
    );
    expect(await migrate(t.db, bundle)).toEqual({ systemSteps: [], statements: [], warnings: [] });
  });

  it('adds a new column and keeps the rows', async () => {
    await t.db.query(`insert into sample_device (seller_id, serial_no, price) values (1, 'A-1', 1250)`);
    const bundle = bundleWith({
      serialNo: { type: 'string', maxLength: 80 },
      price: { type: 'money' },
      level: { type: 'dict', dict: 'level' },
      siteId: { type: 'reference' },
      ratedPower: { type: 'number' },
    });
    const result = await migrate(t.db, bundle);
    expect(result.statements.join('\n')).toMatch(/add column "rated_power" double precision/);
    expect((await columns()).serial_no).toBe('character varying(80)');
    const { rows } = await t.db.query(`select serial_no, price, rated_power from sample_device`);
    expect(rows).toEqual([{ serial_no: 'A-1', price: 1250, rated_power: null }]);
    const { rows: log } = await t.db.query<{ n: number }>(
      `select count(*) as n from schema_migrations where kind = 'entities'`,
    );
    expect(log[0].n).toBe(2);
  });

  it('refuses a retyped or dropped column, naming table and column, unless forced', async () => {
    const retyped = bundleWith({
      serialNo: { type: 'integer' },
      price: { type: 'money' },
      level: { type: 'dict', dict: 'level' },
      siteId: { type: 'reference' },
    });
    const refusal = await migrate(t.db, retyped).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DestructiveMigrationError);
    expect((refusal as Error).message).toContain('sample_device.serial_no');
    expect((refusal as Error).message).toContain('sample_device.rated_power');
    expect((await columns()).serial_no).toBe('character varying(80)');

    await t.db.query(`update sample_device set serial_no = '42'`);
    await migrate(t.db, retyped, { force: true });
    const after = await columns();
    expect(after.serial_no).toBe('integer');
    expect(after).not.toHaveProperty('rated_power');
    expect((await t.db.query(`select serial_no from sample_device`)).rows).toEqual([{ serial_no: 42 }]);
  });
});

/** Two entities, "site" and "charger" (pointing at a site), with the fields given. */
function twoEntityBundle(charger: Record<string, Partial<FieldDef>>, filters: string[] = []): MetaBundle {
  const entity = (name: string, fields: Record<string, Partial<FieldDef>>, listFilters: string[] = []) =>
    ({
      name,
      pageId: name,
      title: { 'zh-CN': name === 'site' ? '站点' : '充电机', 'en-US': name },
      fields: Object.fromEntries(Object.entries(fields).map(([field, f]) => [field, { title, ...f }])),
      list: { columns: Object.keys(fields), filters: listFilters },
    }) as unknown as EntityFile;
  return {
    entities: new Map([
      ['site', entity('site', { name: { type: 'string' } })],
      ['charger', entity('charger', charger, filters)],
    ]),
    dictionaries: new Map(),
    menuItems: [],
  };
}

describe('migrate: the database keeps the schemas’ promises', () => {
  let m: TestDatabase;
  beforeAll(async () => {
    m = await openTestDatabase({ prepared: false });
  });
  afterAll(() => m.close());

  const indexesOf = async (table: string) =>
    (
      await m.db.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = $1`,
        [table],
      )
    ).rows;
  const reference = { type: 'reference', ref: { entity: 'site', labelField: 'name' } } as Partial<FieldDef>;

  it('makes a unique field a unique index per seller and a reference a foreign key within the seller', async () => {
    await migrate(m.db, twoEntityBundle({ code: { type: 'string', unique: true }, siteId: reference }));
    const unique = (await indexesOf('charger')).find((i) => i.indexname === 'ux_charger_code');
    expect(unique?.indexdef).toMatch(/UNIQUE INDEX ux_charger_code ON .*charger USING btree \(seller_id, code\)/);

    const [site] = (await m.db.query<{ id: number }>(`insert into site (seller_id, name) values (1, 'A') returning id`))
      .rows;
    await m.db.query(`insert into charger (seller_id, code, site_id) values (1, 'C-1', $1)`, [site.id]);
    // Same code in another seller: allowed; again in the same seller: refused by the index.
    await m.db.query(`insert into charger (seller_id, code) values (2, 'C-1')`);
    await expect(m.db.query(`insert into charger (seller_id, code) values (1, 'C-1')`)).rejects.toMatchObject({
      code: '23505',
      constraint: 'ux_charger_code',
    });
    // Another seller's charger cannot point at seller 1's site, and the site cannot go while used.
    await expect(
      m.db.query(`insert into charger (seller_id, code, site_id) values (2, 'C-2', $1)`, [site.id]),
    ).rejects.toMatchObject({ code: '23503', constraint: 'fk_charger_site_id' });
    await expect(m.db.query(`delete from site where id = $1`, [site.id])).rejects.toMatchObject({
      constraint: 'fk_charger_site_id',
    });
    expect((await m.db.query(`select count(*)::int as n from site`)).rows[0]).toEqual({ n: 1 });
  });

  it('refuses to build a unique index over repeated values, naming them, and changes nothing', async () => {
    await migrate(
      m.db,
      twoEntityBundle({ code: { type: 'string', unique: true }, siteId: reference, serial: { type: 'string' } }),
    );
    await m.db.query(`insert into charger (seller_id, code, serial) values (1, 'C-4', 'S-9'), (1, 'C-5', 'S-9')`);
    const wanted = twoEntityBundle({
      code: { type: 'string', unique: true },
      siteId: reference,
      serial: { type: 'string', unique: true },
    });
    const refusal = await migrate(m.db, wanted).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DuplicateValuesError);
    expect((refusal as Error).message).toContain('charger.serial (S-9)');
    expect((await indexesOf('charger')).map((i) => i.indexname)).not.toContain('ux_charger_serial');

    await m.db.query(`update charger set serial = 'S-10' where code = 'C-5'`);
    expect((await migrate(m.db, wanted)).statements).toContain(
      'create unique index "ux_charger_serial" on "charger" ("seller_id", "serial")',
    );
  });

  it('adds a foreign key over rows that break it without failing, and validates it once they are fixed', async () => {
    const base = {
      code: { type: 'string', unique: true },
      siteId: reference,
      serial: { type: 'string', unique: true },
    };
    await migrate(
      m.db,
      twoEntityBundle({ ...base, parentSite: { type: 'integer' } } as Record<string, Partial<FieldDef>>),
    );
    await m.db.query(`insert into charger (seller_id, code, parent_site) values (1, 'C-6', 999999)`);
    // parentSite becomes a reference; its one row points nowhere.
    const asReference = twoEntityBundle({ ...base, parentSite: reference } as Record<string, Partial<FieldDef>>);
    const forced = await migrate(m.db, asReference, { force: true });
    expect(forced.warnings).toEqual([expect.stringMatching(/charger\.parent_site: 1 rows point to no site row/)]);
    const valid = async () =>
      (
        await m.db.query<{ v: boolean }>(
          `select k.convalidated as v from pg_constraint k join pg_namespace n on n.oid = k.connamespace
            where n.nspname = current_schema() and k.conname = 'fk_charger_parent_site'`,
        )
      ).rows[0]?.v;
    expect(await valid()).toBe(false);
    // New writes are held to it already.
    await expect(
      m.db.query(`insert into charger (seller_id, code, parent_site) values (1, 'C-7', 999998)`),
    ).rejects.toMatchObject({ code: '23503' });

    await m.db.query(`update charger set parent_site = null where code = 'C-6'`);
    const again = await migrate(m.db, asReference);
    expect(again.statements).toEqual(['alter table "charger" validate constraint "fk_charger_parent_site"']);
    expect(again.warnings).toEqual([]);
    expect(await valid()).toBe(true);
  });

  it('makes the foreign key again when a reference points at another entity, within a table checked per statement', async () => {
    const fields = (target: string) =>
      ({
        code: { type: 'string', unique: true },
        siteId: reference,
        parentSite: { type: 'reference', ref: { entity: target, labelField: 'name' } },
        serial: { type: 'string', unique: true },
      }) as Record<string, Partial<FieldDef>>;
    await migrate(m.db, twoEntityBundle(fields('site')));
    const result = await migrate(m.db, twoEntityBundle(fields('charger')));
    expect(result.statements).toEqual([
      'alter table "charger" drop constraint if exists "fk_charger_parent_site"',
      'alter table "charger" add constraint "fk_charger_parent_site" foreign key ("seller_id", "parent_site") ' +
        'references "charger" ("seller_id", "id") on delete no action not valid',
      'alter table "charger" validate constraint "fk_charger_parent_site"',
    ]);
    // Within one table (a tree): a parent cannot go alone, but may go with its children.
    const [parent] = (
      await m.db.query<{ id: number }>(`insert into charger (seller_id, code) values (1, 'T-1') returning id`)
    ).rows;
    await m.db.query(`insert into charger (seller_id, code, parent_site) values (1, 'T-2', $1)`, [parent.id]);
    await expect(m.db.query(`delete from charger where id = $1`, [parent.id])).rejects.toMatchObject({ code: '23503' });
    await m.db.query(`delete from charger where code in ('T-1', 'T-2')`);
    await migrate(m.db, twoEntityBundle(fields('site')));
  });

  it('renames a column declared renamedFrom, keeping its values, and drops the indexes no longer wanted', async () => {
    const base = { code: { type: 'string', unique: true }, siteId: reference, parentSite: reference };
    await migrate(m.db, twoEntityBundle({ ...base, serial: { type: 'string', unique: true } }, ['serial']));
    expect((await indexesOf('charger')).map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['ix_charger_serial', 'ux_charger_serial']),
    );
    const renamed = twoEntityBundle({ ...base, serialNo: { type: 'string', renamedFrom: 'serial' } });
    const result = await migrate(m.db, renamed);
    expect(result.statements).toEqual(
      expect.arrayContaining([
        'alter table "charger" rename column "serial" to "serial_no"',
        'drop index if exists "ix_charger_serial"',
        'drop index if exists "ux_charger_serial"',
      ]),
    );
    const { rows } = await m.db.query(`select code, serial_no from charger where serial_no is not null order by code`);
    expect(rows).toEqual([
      { code: 'C-4', serial_no: 'S-9' },
      { code: 'C-5', serial_no: 'S-10' },
    ]);
    const names = (await indexesOf('charger')).map((i) => i.indexname);
    expect(names).not.toContain('ix_charger_serial');
    expect(names).not.toContain('ux_charger_serial');
    // A field no longer unique may repeat its value now.
    await m.db.query(`update charger set serial_no = 'S-9' where code = 'C-5'`);
    expect(await migrate(m.db, renamed)).toEqual({ systemSteps: [], statements: [], warnings: [] });
  });
});
