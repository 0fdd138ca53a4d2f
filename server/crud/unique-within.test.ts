import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

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
