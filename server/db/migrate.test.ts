import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, FieldDef } from '../../src/meta/model';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { DestructiveMigrationError, migrate } from './migrate';

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
      expect.arrayContaining(['ix_sample_device_seller', 'ix_sample_device_serial_no', 'ix_sample_device_site_id']),
    );
    expect(await migrate(t.db, bundle)).toEqual({ systemSteps: [], statements: [] });
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
