import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { loadBundleFromDisk } from '../meta/load-bundle';
import { entityOffers } from '../../src/meta/entity-actions';
import { t as text, type EntityFile } from '../../src/meta/model';
import { columnName, tableName } from '../db/naming';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * N parallel saves of one value of a unique field: exactly one is stored, every other caller
 * gets the field's "already taken" message, none an HTTP 500. On PostgreSQL the saves run in
 * parallel transactions and all pass the check before the insert: the unique index decides.
 * One case per unique field of every entity schema, plus the system tables' natural keys.
 */
const N = 20;

const bundle = loadBundleFromDisk();
const uniqueFields = [...bundle.entities.values()]
  .filter((entity) => entityOffers(entity, 'save') && (entity.scope ?? 'seller') === 'seller')
  .flatMap((entity) =>
    Object.entries(entity.fields)
      .filter(([, field]) => field.unique)
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

/** A payload the save route accepts: an existing row's required fields, unique fields fresh. */
async function validPayload(entity: EntityFile, fresh: string): Promise<Record<string, unknown>> {
  const page = await t.call(path(entity, 'page'), { token, body: { pageNo: 1, pageSize: 1 } });
  const [{ id }] = page.body.data.data as { id: number }[];
  const row = (await t.call(path(entity, 'get'), { token, body: { id } })).body.data as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.readOnly || !/(^|\|)required(\||$)/.test(field.rules ?? '')) continue;
    payload[name] = row[name];
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.unique) continue;
    const seeded = row[name];
    // A code of digits only (a city code) stays digits of its length, so that its rule holds.
    if (typeof seeded === 'string' && /^\d+$/.test(seeded))
      payload[name] = `9${fresh.replace(/\D/g, '')}`.padEnd(seeded.length, '7').slice(0, seeded.length);
    else payload[name] = field.type === 'integer' ? Number(fresh.replace(/\D/g, '')) : fresh;
  }
  return payload;
}

/** A value no seeded row holds, made of letters and digits (it passes every text rule here). */
const freshValue = () => `R${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;

async function storedCount(table: string, column: string, value: unknown, sellerNumber: string) {
  const { rows } = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${column} = $1
        and seller_id = (select id from sellers where seller_number = $2)`,
    [value, sellerNumber],
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
      const value = freshValue();
      const payload = await validPayload(entity, value);
      const answers = await Promise.all(
        Array.from({ length: N }, () => t.call(path(entity, 'save'), { token, body: payload })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
      const stored = answers.filter((a) => a.body.code === API_CODES.OK);
      expect(stored).toHaveLength(1);
      const title = text(entity.fields[name].title, 'zh-CN');
      for (const refused of answers.filter((a) => a.body.code !== API_CODES.OK)) {
        expect(refused.body).toMatchObject({ code: API_CODES.CONFLICT, msg: `${title}已存在：${payload[name]}` });
        expect(refused.body.data.errors).toEqual([{ field: name, message: refused.body.msg }]);
      }
      expect(await storedCount(tableName(entity), columnName(name), payload[name], DEMO.admin1.sellerNumber)).toBe(1);
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
    const refused = await race('/api/system/role/save', { name, permissionIds: [] });
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
