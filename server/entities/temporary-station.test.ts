import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * Temporary stations (临时场站桩管理): the pile count follows the pile rows; a pile code is not
 * repeated within a site nor taken from a formal pile; a site ends after it starts.
 */
let t: TestApp;
let admin: string;
let pileTypeId: number;
let formalCode: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const seller = `(select id from sellers where seller_number = '100001')`;
  pileTypeId = Number((await t.db.query(`select id from pile_type where seller_id = ${seller} limit 1`)).rows[0].id);
  formalCode = (await t.db.query<{ code: string }>(`select code from pile where seller_id = ${seller} limit 1`)).rows[0]
    .code;
}, 180_000);
afterAll(() => t.close());

const post = async (path: string, body: object) =>
  (await t.call(`/api/config/temporaryStation/${path}`, { body, token: admin })).body;

const site = (codes: string[], extra: object = {}) => ({
  name: `临时充电点${codes.join('')}`,
  address: '会展中心南广场',
  longitude: 121.3,
  latitude: 31.19,
  validFrom: '2026-12-01 08:00:00',
  validTo: '2026-12-05 20:00:00',
  piles: codes.map((code) => ({ code, pileTypeId, ratedPower: 120, gunCount: 2 })),
  ...extra,
});

describe('temporary stations', () => {
  it('counts its piles, and recounts them when the piles change', async () => {
    const saved = await post('save', site(['TMPT01', 'TMPT02', 'TMPT03']));
    expect(saved.code, saved.msg).toBe(0);
    const id = Number(saved.data.id);
    expect((await post('get', { id })).data.pileCount).toBe(3);
    const changed = await post('update', { id, piles: site(['TMPT01']).piles });
    expect(changed.code, changed.msg).toBe(0);
    expect((await post('get', { id })).data.pileCount).toBe(1);
    // The seeded sites are listed beside it.
    expect((await post('page', { pageNo: 1, pageSize: 10 })).data.totalCount).toBeGreaterThan(1);
  });

  it('refuses a code used twice in the site or already a formal pile, and an end before the start', async () => {
    const twice = await post('save', site(['TMPT11', 'TMPT11']));
    expect(twice.code).toBe(10);
    expect(twice.msg).toContain('TMPT11');
    const formal = await post('save', site([formalCode]));
    expect(formal.code).toBe(10);
    expect(formal.msg).toContain(formalCode);
    const backwards = await post('save', site(['TMPT21'], { validTo: '2026-11-30 08:00:00' }));
    expect(backwards.code).toBe(10);
    expect((await post('page', { pageNo: 1, pageSize: 50, filters: { name: 'TMPT11' } })).data.totalCount).toBe(0);
  });
});
