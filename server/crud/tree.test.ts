import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileEntityValidator } from '../../src/meta/rules/entity-validator';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let token: string;
let viewer: string;
const base = '/api/config/area';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
});
afterAll(() => t?.close());

const post = async (op: string, body: object, as = token) => (await t.call(`${base}/${op}`, { token: as, body })).body;

/** The seller's area named so, with its id and parent. */
async function area(name: string) {
  const { rows } = await t.db.query<{ id: number; parent_id: number | null }>(
    `select a.id, a.parent_id from area a join sellers s on s.id = a.seller_id
      where s.seller_number = '100001' and a.name = $1`,
    [name],
  );
  return { id: Number(rows[0].id), parentId: rows[0].parent_id === null ? null : Number(rows[0].parent_id) };
}

const snapshot = async () =>
  (await t.db.query(`select id, parent_id, name from area order by id`)).rows.map((r) => JSON.stringify(r)).join('\n');

describe('tree entities (areas)', () => {
  it('seeds provinces, cities and districts that pass the schema rules', async () => {
    const entity = t.bundle.entities.get('area')!;
    const validate = compileEntityValidator(entity, { dictionaries: t.bundle.dictionaries, mode: 'create' });
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select a.name, a.code, a.parent_id as "parentId", a.level, a.sort from area a
         join sellers s on s.id = a.seller_id where s.seller_number = '100001' order by a.id`,
    );
    expect(rows.map((r) => r.level).filter((level) => level === 3).length).toBeGreaterThan(15);
    for (const row of rows) expect(validate(row, 'zh-CN'), JSON.stringify(row)).toEqual([]);
  });

  it('answers the whole tree of the caller seller, parents before children in sort order', async () => {
    const answer = await post('tree', {});
    expect(answer.code).toBe(0);
    const rows = answer.data.rows as { id: number; name: string; parentId: number | null }[];
    const shenzhen = rows.find((r) => r.name === '深圳市')!;
    const guangdong = rows.find((r) => r.name === '广东省')!;
    expect(shenzhen.parentId).toBe(guangdong.id);
    expect(rows.filter((r) => r.parentId === shenzhen.id).map((r) => r.name)).toContain('南山区');
    expect(answer.data.truncated).toBe(false);
    const other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
    const theirs = (await post('tree', {}, other)).data.rows as { id: number }[];
    expect(theirs.some((r) => rows.some((mine) => mine.id === r.id))).toBe(false);
  });

  it('moves a node below another parent and records it', async () => {
    const nanshan = await area('南山区');
    const guangzhou = await area('广州市');
    const answer = await post('move', { id: nanshan.id, parentId: guangzhou.id });
    expect(answer.code).toBe(0);
    expect(answer.data.parentId).toBe(guangzhou.id);
    expect(answer.data.$labels.parentId).toBe('广州市');
    expect((await area('南山区')).parentId).toBe(guangzhou.id);
    const { rows } = await t.db.query(
      `select 1 from audit_log where entity = 'area' and action = 'move' and row_id = $1`,
      [nanshan.id],
    );
    expect(rows).toHaveLength(1);
    expect((await post('move', { id: nanshan.id, parentId: null })).data.parentId).toBeNull();
    expect((await post('move', { id: nanshan.id, parentId: (await area('深圳市')).id })).code).toBe(0);
  });

  it('refuses to hang a node below itself or its own descendant, changing nothing', async () => {
    const guangdong = await area('广东省');
    const futian = await area('福田区');
    const before = await snapshot();
    const cycle = await post('move', { id: guangdong.id, parentId: futian.id });
    expect(cycle.code).toBe(10);
    expect(cycle.msg).toBe('不能把节点移动到它自己的下级“福田区”之下');
    const own = await post('update', { id: guangdong.id, parentId: guangdong.id });
    expect(own.code).toBe(10);
    expect(own.msg).toBe('不能把节点设为自己的上级');
    const viaUpdate = await post('update', { id: guangdong.id, parentId: (await area('深圳市')).id, locale: 'en-US' });
    expect(viaUpdate.code).toBe(10);
    expect(await snapshot()).toBe(before);
  });

  it('lets only one of two crossing moves through, so that no cycle can form', async () => {
    const beijing = await area('北京市');
    const shanghai = await area('上海市');
    const answers = await Promise.all([
      post('move', { id: beijing.id, parentId: shanghai.id }),
      post('move', { id: shanghai.id, parentId: beijing.id }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 10]);
    const parents = [(await area('北京市')).parentId, (await area('上海市')).parentId];
    expect(parents.filter((p) => p !== null)).toHaveLength(1);
    await post('move', { id: beijing.id, parentId: null });
    await post('move', { id: shanghai.id, parentId: null });
  });

  it('refuses to delete a node that has children, and deletes a leaf', async () => {
    const shenzhen = await area('深圳市');
    const before = await snapshot();
    const refused = await post('delete', { ids: [shenzhen.id] });
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toBe('“深圳市”下还有9个下级节点，请先删除或移走下级节点');
    expect(await snapshot()).toBe(before);
    const leaf = await area('坪山区');
    expect((await post('delete', { ids: [leaf.id] })).code).toBe(0);
  });

  it('refuses a parent of another seller as absent', async () => {
    const other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
    const foreign = (await post('tree', {}, other)).data.rows[0].id as number;
    const answer = await post('move', { id: (await area('福田区')).id, parentId: foreign });
    expect(answer.code).toBe(10);
  });

  it('lets a viewer read the tree but not move a node', async () => {
    expect((await post('tree', {}, viewer)).code).toBe(0);
    const response = await t.call(`${base}/move`, {
      token: viewer,
      body: { id: (await area('福田区')).id, parentId: null },
    });
    expect(response.status).toBe(403);
  });
});
