import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { registerPermissions } from './register';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params)).rows[0].n;

describe('registerPermissions', () => {
  it('registers a MENU per entity and a BUTTON per action', async () => {
    const station = t.bundle.entities.get('station');
    expect(station).toBeDefined();
    const { rows } = await t.db.query<{ id: string; pid: string; component_type: string }>(
      `select id, pid, component_type from permissions where id = $1 or pid = $1 order by id`,
      [station!.pageId],
    );
    expect(rows.find((r) => r.id === station!.pageId)).toMatchObject({
      component_type: 'MENU',
      pid: station!.menu.parent,
    });
    expect(rows.map((r) => r.id)).toEqual(
      expect.arrayContaining([`${station!.pageId}:query`, `${station!.pageId}:add`]),
    );
  });

  it("names an entity's menu entry by its menu title when the schema gives one, by the entity's title otherwise", async () => {
    const titles = async (id: string) =>
      (
        await t.db.query<{ title: string; title_en: string }>(`select title, title_en from permissions where id = $1`, [
          id,
        ])
      ).rows[0];
    expect(await titles('userManage')).toEqual({ title: '用户管理', title_en: 'Users' });
    const station = t.bundle.entities.get('station')!;
    expect(station.menu.title).toBeUndefined();
    expect(await titles(station.pageId)).toEqual({ title: station.title['zh-CN'], title_en: station.title['en-US'] });
  });

  it('is idempotent', async () => {
    const before = await count(`select count(*) as n from permissions`);
    const grants = await count(`select count(*) as n from seller_permissions`);
    const again = await registerPermissions(t.db, t.bundle);
    expect(again.added).toEqual([]);
    expect(await count(`select count(*) as n from permissions`)).toBe(before);
    expect(await count(`select count(*) as n from seller_permissions`)).toBe(grants);
  });

  it("grants a new entity's rows to the sellers holding its catalog", async () => {
    const station = t.bundle.entities.get('station')!;
    const extra = { ...station, name: 'chargeCard', pageId: 'chargeCardManage', statusActions: [] } as EntityFile;
    const bundle: MetaBundle = { ...t.bundle, entities: new Map([...t.bundle.entities, ['chargeCard', extra]]) };
    const result = await registerPermissions(t.db, bundle);
    expect(result.added).toEqual(expect.arrayContaining(['chargeCardManage', 'chargeCardManage:query']));
    const holders = await count(`select count(*) as n from seller_permissions where permission_id = $1`, [
      station.menu.parent,
    ]);
    expect(holders).toBeGreaterThan(0);
    expect(
      await count(`select count(*) as n from seller_permissions where permission_id = 'chargeCardManage:query'`),
    ).toBe(holders);
  });
});
