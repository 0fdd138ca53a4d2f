import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';

/**
 * `uniqueWithin`: a gun's number is unique within its pile (gun.json), which the live network
 * relies on to find the gun of a connector. Checked before the write and held by the index.
 */
let t: TestApp;
let admin: string;
// Two demo piles; their demo guns use the low numbers, this test the high ones.
let piles: number[];

const post = async (path: string, body: object) => (await t.call(`/api/config/${path}`, { token: admin, body })).body;
let serial = 0;
const gun = (pileId: number, gunIndex: number) => {
  serial += 1;
  return post('gun/save', { code: `UW${serial}`, pileId, gunIndex });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(
    `select p.id from pile p join sellers s on s.id = p.seller_id where s.seller_number = '100001' order by p.id limit 2`,
  );
  piles = rows.map((row) => Number(row.id));
});
afterAll(() => t.close());

describe('a gun number within its pile', () => {
  it('is refused a second time on one pile, naming the field, and allowed on another pile', async () => {
    expect((await gun(piles[0], 47)).code).toBe(0);
    const twice = await gun(piles[0], 47);
    expect(twice.code).toBe(API_CODES.CONFLICT);
    expect(twice.msg).toContain('枪号');
    expect(twice.data.errors[0].field).toBe('gunIndex');
    expect((await gun(piles[1], 47)).code).toBe(0);
    const { rows } = await t.db.query(`select 1 from gun where pile_id = any($1) and gun_index = 47`, [piles]);
    expect(rows).toHaveLength(2);
  });

  it('is kept by the database when an edit sends the number alone', async () => {
    const saved = await gun(piles[0], 48);
    expect(saved.code).toBe(0);
    const moved = await post('gun/update', { id: saved.data.id, gunIndex: 47 });
    expect(moved.code).toBe(API_CODES.CONFLICT);
    expect(moved.data.errors[0].field).toBe('gunIndex');
    expect((await post('gun/get', { id: saved.data.id })).data.gunIndex).toBe(48);
  });
});

describe('a gun number within its pile, in an import', () => {
  let c: CrudTestApp;
  beforeAll(async () => {
    c = await createCrudTestApp();
  });
  afterAll(() => c?.close());

  it('refuses a number twice for one pile in the file, or one the pile has, and imports nothing', async () => {
    // A pile whose name names it alone, as an import cell finds it by name.
    const { rows } = await c.db.query<{ id: number; name: string; taken: number }>(
      `select p.id, p.name, (select min(g.gun_index) from gun g where g.pile_id = p.id) as taken
         from pile p join sellers s on s.id = p.seller_id
        where s.seller_number = '100001' and exists (select 1 from gun g where g.pile_id = p.id)
          and (select count(*) from pile o where o.seller_id = p.seller_id and o.name = p.name) = 1
        order by p.id limit 1`,
    );
    const pile = rows[0];
    const guns = async () => Number((await c.db.query(`select count(*)::int as n from gun`)).rows[0].n);
    const before = await guns();
    const sheet = async (lines: unknown[][]) => {
      const workbook = new ExcelJS.Workbook();
      const page = workbook.addWorksheet('import');
      page.addRow(['所属充电桩', '枪号', '枪编码', '国标编码', '二维码', '备注']);
      for (const line of lines) page.addRow(line);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const twice = await c.upload(
      '/api/config/gun/import',
      await sheet([
        [pile.name, 49, 'UWI1'],
        [pile.name, 49, 'UWI2'],
      ]),
      c.tokens.admin1,
    );
    expect(twice.body.code).toBe(API_CODES.IMPORT_FAILED);
    expect(twice.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'gunIndex' })]);
    const stored = await c.upload(
      '/api/config/gun/import',
      await sheet([[pile.name, Number(pile.taken), 'UWI3']]),
      c.tokens.admin1,
    );
    expect(stored.body.code).toBe(API_CODES.IMPORT_FAILED);
    expect(stored.body.data.errors).toEqual([expect.objectContaining({ row: 2, field: 'gunIndex' })]);
    expect(await guns()).toBe(before);
  });
});
