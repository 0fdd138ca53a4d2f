import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { loadBundleFromDisk } from '../meta/load-bundle';
import { entityOffers } from '../../src/meta/entity-actions';
import { t as text, type EntityFile, type FieldDef } from '../../src/meta/model';
import { columnName, tableName } from '../db/naming';
import { budget } from '../test-support/full-suite';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * N parallel saves of one value of a unique field: exactly one is stored, every other caller
 * gets the field's "already taken" message, none an HTTP 500. On PostgreSQL the saves run in
 * parallel transactions and all pass the check before the insert: the unique index decides.
 * One case per unique field of every entity schema, plus the system tables' natural keys.
 * A normal run races 6 saves per value (every one still passes the check before any insert
 * commits); the full run (FULL_SUITE) races 20.
 */
const N = budget(6, 20);

const bundle = loadBundleFromDisk();
const uniqueFields = [...bundle.entities.values()]
  .filter((entity) => entityOffers(entity, 'save') && (entity.scope ?? 'seller') === 'seller')
  .flatMap((entity) =>
    Object.entries(entity.fields)
      // A read-only unique value (a document number) is the server's to assign: it cannot be sent.
      .filter(([, field]) => field.unique && !field.readOnly)
      .map(([name]) => ({ entity, name })),
  );

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t?.close());

const path = (entity: EntityFile, operation: string) => `/api/${entity.service}/${entity.resource}/${operation}`;

/** A fresh value for a unique field that keeps the form its rules ask for. */
function freshFor(field: FieldDef, seeded: unknown, fresh: string): unknown {
  const digits = fresh.replace(/\D/g, '');
  // A plate or a VIN keeps its form, so that its rule holds.
  if (/\blicencePlate\b/.test(field.rules ?? '')) return `浙AD${digits.padEnd(5, '7').slice(-5)}`;
  if (/\bvin\b/.test(field.rules ?? '')) return `LRC${digits.padEnd(14, '7').slice(-14)}`;
  if (/\bmobile\b/.test(field.rules ?? '')) return `13${digits.padStart(9, '7').slice(-9)}`;
  // A code of digits only (a city code) stays digits of its length, so that its rule holds.
  if (typeof seeded === 'string' && /^\d+$/.test(seeded))
    return `9${digits}`.padEnd(seeded.length, '7').slice(0, seeded.length);
  return field.type === 'integer' ? Number(digits) : fresh;
}

/**
 * Payloads the save route accepts, one per caller: an existing row's writable values, the raced
 * field fresh and the same in all of them, every other unique field fresh and different in each
 * (so that the race is about the one field).
 */
async function validPayloads(entity: EntityFile, raced: string, fresh: string): Promise<Record<string, unknown>[]> {
  const page = await t.call(path(entity, 'page'), { token, body: { pageNo: 1, pageSize: 1 } });
  const [{ id }] = page.body.data.data as { id: number }[];
  const row = (await t.call(path(entity, 'get'), { token, body: { id } })).body.data as Record<string, unknown>;
  const base: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    // A secret is never read back: a required one gets a value of its own, an MD5 digest as a
    // password travels (a user's).
    if (field.secret && !field.readOnly && /\brequired\b/.test(field.rules ?? '')) base[name] = md5('race-secret');
    if (field.readOnly || field.secret || row[name] === null || row[name] === undefined) continue;
    // One fen stays within any limit a hook sets on an amount (what an account may refund).
    base[name] = field.type === 'money' ? 1 : row[name];
  }
  const field = entity.fields[raced];
  base[raced] =
    field.type === 'dict'
      ? await freeDictValue(entity, raced)
      : field.type === 'reference'
        ? await freeReference(entity, raced)
        : field.uniqueWithin && field.type === 'integer'
          ? (await freeInScope(entity, raced, base))[0]
          : freshFor(field, row[raced], fresh);
  const others = Object.entries(entity.fields).filter(
    ([name, other]) =>
      name !== raced && other.unique && !other.readOnly && other.type !== 'dict' && other.type !== 'reference',
  );
  const scoped = new Map<string, unknown[]>();
  for (const [name, other] of others)
    if (other.uniqueWithin && other.type === 'integer') scoped.set(name, await freeInScope(entity, name, base));
  return Array.from({ length: N }, (_, i) => ({
    ...base,
    ...Object.fromEntries(
      others.map(([name, other]) => [name, scoped.get(name)?.[i] ?? freshFor(other, row[name], `${fresh}${i}`)]),
    ),
  }));
}

/**
 * For a number unique within a scope (a gun number within its pile): numbers its rule allows
 * that no row sharing the base row's scope holds, enough for every caller.
 */
async function freeInScope(entity: EntityFile, name: string, base: Record<string, unknown>): Promise<number[]> {
  const field = entity.fields[name];
  const bounds = /\bbetween:(\d+),(\d+)/.exec(field.rules ?? '');
  const [low, high] = bounds ? [Number(bounds[1]), Number(bounds[2])] : [0, 10 * N];
  const within = field.uniqueWithin ?? [];
  const params: unknown[] = [DEMO.admin1.sellerNumber];
  const scope = within.map((other) => ` and ${columnName(other)} = $${params.push(base[other])}`).join('');
  const { rows } = await t.db.query<{ value: number }>(
    `select ${columnName(name)} as value from ${tableName(entity)}
      where seller_id = (select id from sellers where seller_number = $1)${scope}`,
    params,
  );
  const taken = new Set(rows.map((row) => Number(row.value)));
  const free: number[] = [];
  for (let value = low; value <= high && free.length < N + 1; value++) if (!taken.has(value)) free.push(value);
  expect(free.length, `${entity.name}.${name}: free values within its scope`).toBeGreaterThan(N);
  return free;
}

/**
 * A value of a unique dictionary field that no row of the seller holds; when every value is
 * taken, the one a deleted row gives back.
 */
async function freeDictValue(entity: EntityFile, name: string): Promise<unknown> {
  const items = bundle.dictionaries.get(entity.fields[name].dict!)!.items.map((item) => item.value);
  const { rows } = await t.db.query<{ value: unknown; id: number }>(
    `select ${columnName(name)} as value, id from ${tableName(entity)}
      where seller_id = (select id from sellers where seller_number = $1) order by id desc`,
    [DEMO.admin1.sellerNumber],
  );
  const free = items.find((value) => !rows.some((row) => String(row.value) === String(value)));
  if (free !== undefined) return free;
  const deleted = await t.call(path(entity, 'delete'), { token, body: { ids: [rows[0].id] } });
  expect(deleted.body.code, deleted.body.msg).toBe(API_CODES.OK);
  return rows[0].value;
}

/**
 * For a unique reference (one service configuration per station): a row of the referenced
 * entity that no row of the seller points at yet; when every one is taken, the one a deleted
 * row gives back.
 */
async function freeReference(entity: EntityFile, name: string): Promise<number> {
  const target = bundle.entities.get(entity.fields[name].ref!.entity)!;
  const seller = `(select id from sellers where seller_number = $1)`;
  const { rows: free } = await t.db.query<{ id: number }>(
    `select id from ${tableName(target)} r where seller_id = ${seller}
        and not exists (select 1 from ${tableName(entity)} o where o.${columnName(name)} = r.id)
      order by id limit 1`,
    [DEMO.admin1.sellerNumber],
  );
  if (free.length > 0) return Number(free[0].id);
  const { rows } = await t.db.query<{ value: number; id: number }>(
    `select ${columnName(name)} as value, id from ${tableName(entity)} where seller_id = ${seller} order by id desc limit 1`,
    [DEMO.admin1.sellerNumber],
  );
  const deleted = await t.call(path(entity, 'delete'), { token, body: { ids: [rows[0].id] } });
  expect(deleted.body.code, deleted.body.msg).toBe(API_CODES.OK);
  return Number(rows[0].value);
}

/** A value no seeded row holds, made of letters and digits (it passes every text rule here). */
const freshValue = () => `R${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

/** Rows of the seller holding the value; within a scope (uniqueWithin), those sharing it too. */
async function storedCount(
  table: string,
  column: string,
  value: unknown,
  sellerNumber: string,
  scope: Record<string, unknown> = {},
) {
  const params: unknown[] = [value, sellerNumber];
  const within = Object.entries(scope)
    // A top-level row's scope is none (null): one scope too.
    .map(([name, scoped]) => ` and ${columnName(name)} is not distinct from $${params.push(scoped)}`)
    .join('');
  const { rows } = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${column} = $1
        and seller_id = (select id from sellers where seller_number = $2)${within}`,
    params,
  );
  return rows[0].n;
}

describe(`races: ${N} parallel saves of one unique value store it once`, () => {
  it('covers every unique field of the entity schemas', () => {
    expect(uniqueFields.length).toBeGreaterThanOrEqual(4);
  });

  it.each(uniqueFields.map(({ entity, name }) => [`${entity.name}.${name}`, entity, name] as const))(
    '%s',
    async (_label, entity, name) => {
      const payloads = await validPayloads(entity, name, freshValue());
      const payload = payloads[0];
      const answers = await Promise.all(payloads.map((body) => t.call(path(entity, 'save'), { token, body })));
      expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
      const stored = answers.filter((a) => a.body.code === API_CODES.OK);
      expect(stored, JSON.stringify(answers[0].body)).toHaveLength(1);
      const title = text(entity.fields[name].title, 'zh-CN');
      for (const refused of answers.filter((a) => a.body.code !== API_CODES.OK)) {
        expect(refused.body).toMatchObject({ code: API_CODES.CONFLICT, msg: `${title}已存在：${payload[name]}` });
        expect(refused.body.data.errors).toEqual([{ field: name, message: refused.body.msg }]);
      }
      const scope = Object.fromEntries(
        (entity.fields[name].uniqueWithin ?? []).map((other) => [other, payload[other]]),
      );
      expect(
        await storedCount(tableName(entity), columnName(name), payload[name], DEMO.admin1.sellerNumber, scope),
      ).toBe(1);
    },
  );
});

describe(`races: ${N} parallel saves of one system natural key store it once`, () => {
  const race = async (url: string, body: unknown) => {
    const answers = await Promise.all(Array.from({ length: N }, () => t.call(url, { token, body })));
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    expect(answers.filter((a) => a.body.code === API_CODES.OK)).toHaveLength(1);
    return answers.filter((a) => a.body.code !== API_CODES.OK).map((a) => a.body);
  };

  it('a role name', async () => {
    const name = `Race role ${freshValue()}`;
    const refused = await race('/api/system/role/save', { name });
    for (const body of refused)
      expect(body).toMatchObject({ code: API_CODES.CONFLICT, msg: expect.stringContaining(name) });
    const { rows } = await t.db.query(`select 1 from roles where name = $1`, [name]);
    expect(rows).toHaveLength(1);
  });

  it('a user account', async () => {
    const account = `race${freshValue()}`.toLowerCase();
    const refused = await race('/api/system/user/save', { account, name: '并发', password: md5('Race@123456x') });
    for (const body of refused)
      expect(body).toMatchObject({ code: API_CODES.CONFLICT, msg: expect.stringContaining(account) });
    expect(await storedCount('users', 'account', account, DEMO.admin1.sellerNumber)).toBe(1);
  });

  it('an organization name under one parent', async () => {
    const name = `并发部门${freshValue()}`;
    const refused = await race('/api/system/organize/save', { name, pid: null });
    for (const body of refused)
      expect(body).toMatchObject({ code: API_CODES.CONFLICT, msg: expect.stringContaining(name) });
    expect(await storedCount('organizations', 'name', name, DEMO.admin1.sellerNumber)).toBe(1);
  });
});
