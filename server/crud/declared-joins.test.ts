import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { planJoinTables } from '../db/join-tables';
import { writeLinks } from '../seed/write-links';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { CrudError } from './crud-error';
import {
  attachManyReferences,
  manyReferenceCondition,
  saveManyReferences,
  unlinkDeletedTargets,
} from './many-references';
import { SqlParams } from './sql';
import { checkNotReferenced } from './write-checks';

const text = (en: string) => ({ 'zh-CN': en, 'en-US': en });

/** A role on the system table `roles`. */
const role = {
  name: 'linkRole',
  title: text('Role'),
  table: 'roles',
  labelField: 'name',
  fields: { name: { type: 'string', title: text('Name') } },
} as unknown as EntityFile;

/** A user on the system table `users`, his roles kept in the existing `user_roles`. */
const user = {
  name: 'linkUser',
  title: text('User'),
  table: 'users',
  labelField: 'account',
  fields: {
    account: { type: 'string', title: text('Account') },
    roleIds: {
      type: 'references',
      title: text('Roles'),
      ref: {
        entity: 'linkRole',
        labelField: 'name',
        join: { table: 'user_roles', owner: 'user_id', target: 'role_id' },
      },
    },
  },
} as unknown as EntityFile;

let t: TestDatabase;
let bundle: MetaBundle;
let seller1: number;
let seller2: number;

const sellerOf = async (number: string) =>
  Number((await t.db.query<{ id: number }>(`select id from sellers where seller_number = $1`, [number])).rows[0].id);
const newUser = async (sellerId: number, account: string) =>
  Number(
    (
      await t.db.query<{ id: number }>(
        `insert into users (seller_id, account, name, password) values ($1, $2, $2, 'x') returning id`,
        [sellerId, account],
      )
    ).rows[0].id,
  );
const newRole = async (sellerId: number, name: string) =>
  Number(
    (
      await t.db.query<{ id: number }>(`insert into roles (seller_id, name) values ($1, $2) returning id`, [
        sellerId,
        name,
      ])
    ).rows[0].id,
  );
const rolesOf = async (userId: number) =>
  (
    await t.db.query<{ role_id: number }>(`select role_id from user_roles where user_id = $1 order by role_id`, [
      userId,
    ])
  ).rows.map((row) => Number(row.role_id));

beforeAll(async () => {
  t = await openTestDatabase();
  bundle = { ...t.bundle, entities: new Map([...t.bundle.entities, ['linkRole', role], ['linkUser', user]]) };
  seller1 = await sellerOf('100001');
  seller2 = await sellerOf('100002');
});
afterAll(() => t?.close());

describe('references kept in a declared link table (user_roles)', () => {
  it('creates no table for it, only for generated joins', async () => {
    const statements = await planJoinTables(t.db, bundle);
    expect(statements.join('\n')).not.toContain('user_roles');
    expect(statements.join('\n')).not.toContain('users_role_ids');
  });

  it('stops the migration on a declared join the database lacks, naming the field', async () => {
    const wrong = structuredClone(user);
    Object.assign(wrong.fields.roleIds.ref!, { join: { table: 'user_roles', owner: 'user_id', target: 'roles_id' } });
    const broken = { ...bundle, entities: new Map([...bundle.entities, ['linkUser', wrong]]) };
    await expect(planJoinTables(t.db, broken)).rejects.toThrow('linkUser.roleIds: user_roles(roles_id)');
  });

  it("writes the links in the existing table, replaces them on the next write and refuses another seller's role", async () => {
    const owner = await newUser(seller1, 'link-a');
    const [r1, r2, r3] = [
      await newRole(seller1, 'link-r1'),
      await newRole(seller1, 'link-r2'),
      await newRole(seller1, 'link-r3'),
    ];
    const written = await saveManyReferences(t.db, bundle, user, seller1, owner, { roleIds: [r2, r1] }, 'en-US');
    expect(written.roleIds).toEqual([r2, r1]);
    expect(await rolesOf(owner)).toEqual([r1, r2]);
    await saveManyReferences(t.db, bundle, user, seller1, owner, { roleIds: [r3] }, 'en-US');
    expect(await rolesOf(owner)).toEqual([r3]);

    const foreign = await newRole(seller2, 'link-foreign');
    await expect(
      saveManyReferences(t.db, bundle, user, seller1, owner, { roleIds: [r1, foreign] }, 'en-US'),
    ).rejects.toThrow(/Roles/);
    expect(await rolesOf(owner)).toEqual([r3]);
    await saveManyReferences(t.db, bundle, user, seller1, owner, { roleIds: [] }, 'en-US');
    expect(await rolesOf(owner)).toEqual([]);
  });

  it("answers the ids in id order with their labels, scoped through the owner row's seller", async () => {
    const owner = await newUser(seller1, 'link-b');
    const [r1, r2] = [await newRole(seller1, 'link-b1'), await newRole(seller1, 'link-b2')];
    await saveManyReferences(t.db, bundle, user, seller1, owner, { roleIds: [r2, r1] }, 'en-US');
    const [row] = await attachManyReferences(t.db, bundle, user, seller1, [{ id: owner }]);
    expect(row.roleIds).toEqual([r1, r2]);
    expect((row.$labels as Record<string, unknown>).roleIds).toEqual(['link-b1', 'link-b2']);
    // Asked as another seller, the same owner shows no links.
    const [other] = await attachManyReferences(t.db, bundle, user, seller2, [{ id: owner }]);
    expect(other.roleIds).toEqual([]);
  });

  it('filters the owners that hold any of the chosen ids', async () => {
    const holder = await newUser(seller1, 'link-c');
    const other = await newUser(seller1, 'link-d');
    const chosen = await newRole(seller1, 'link-c1');
    await saveManyReferences(t.db, bundle, user, seller1, holder, { roleIds: [chosen] }, 'en-US');
    const params = new SqlParams();
    const condition = manyReferenceCondition(user, 'roleIds', [String(chosen)], params);
    const { rows } = await t.db.query<{ id: number }>(
      `select id from users where ${condition} and id = any($${params.values.length + 1}) order by id`,
      [...params.values, [holder, other]],
    );
    expect(rows.map((r) => Number(r.id))).toEqual([holder]);
  });

  it('keeps a held role from being deleted, counting only holders of the same seller', async () => {
    const holder = await newUser(seller1, 'link-e');
    const held = await newRole(seller1, 'link-e1');
    await saveManyReferences(t.db, bundle, user, seller1, holder, { roleIds: [held] }, 'en-US');
    const refusal = await checkNotReferenced(t.db, bundle, role, seller1, [held], 'en-US').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(CrudError);
    expect((refusal as CrudError).message).toContain('User');
    await expect(checkNotReferenced(t.db, bundle, role, seller2, [held], 'en-US')).resolves.toBeUndefined();
  });

  it('lets a role go from its holders when the join says so, within the seller only', async () => {
    const unlinking = {
      ...user,
      name: 'unlinkUser',
      fields: {
        ...user.fields,
        roleIds: {
          ...user.fields.roleIds,
          ref: { ...user.fields.roleIds.ref!, join: { ...user.fields.roleIds.ref!.join!, unlinkOnDelete: true } },
        },
      },
    } as EntityFile;
    const own = { ...bundle, entities: new Map([...t.bundle.entities, ['linkRole', role], ['unlinkUser', unlinking]]) };
    const holder = await newUser(seller1, 'link-g');
    const held = await newRole(seller1, 'link-g1');
    const kept = await newRole(seller1, 'link-g2');
    await saveManyReferences(t.db, own, unlinking, seller1, holder, { roleIds: [held, kept] }, 'en-US');
    await expect(checkNotReferenced(t.db, own, role, seller1, [held], 'en-US')).resolves.toBeUndefined();
    // Another seller's delete touches nobody's links here.
    await unlinkDeletedTargets(t.db, own, role, seller2, [held]);
    expect(await rolesOf(holder)).toEqual([held, kept]);
    await unlinkDeletedTargets(t.db, own, role, seller1, [held]);
    expect(await rolesOf(holder)).toEqual([kept]);
  });

  it('seeds links into the declared table without seller or position columns', async () => {
    const owner = await newUser(seller1, 'link-f');
    const r1 = await newRole(seller1, 'link-f1');
    await writeLinks(t.db, bundle, user, seller1, [owner], [{ roleIds: [r1] }]);
    expect(await rolesOf(owner)).toEqual([r1]);
  });
});
