import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/** A referenced row cannot be deleted: the refusal says what refers to it, and nothing changes. */
let t: TestApp;
let token: string;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  sellerId = Number(
    (await t.db.query<{ id: number }>(`select id from sellers where seller_number = $1`, [DEMO.admin1.sellerNumber]))
      .rows[0].id,
  );
});
afterAll(() => t?.close());

const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0].n;

/** A station of seller 100001 that nothing points at yet, saved through the API. */
async function freeStation(code: string): Promise<number> {
  const [{ id }] = (await t.call('/api/config/station/page', { token, body: { pageNo: 1, pageSize: 1 } })).body.data
    .data as { id: number }[];
  const row = (await t.call('/api/config/station/get', { token, body: { id } })).body.data;
  const { image: _image, $labels: _labels, id: _id, ...payload } = row;
  const saved = await t.call('/api/config/station/save', { token, body: { ...payload, code } });
  expect(saved.body).toMatchObject({ code: 0 });
  return saved.body.data.id as number;
}

describe('deleting a referenced row', () => {
  it('refuses, naming how many rows of which kind still refer to it, and deletes nothing', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `select station_id as id from pile where seller_id = $1 group by 1 order by count(*) desc limit 1`,
      [sellerId],
    );
    const station = rows[0].id;
    const piles = await count(`pile where station_id = $1`, [station]);
    const logs = await count(`pile_online_log where station_id = $1`, [station]);
    const answer = await t.call('/api/config/station/delete', { token, body: { ids: [station] } });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(API_CODES.CONFLICT);
    const groups = await count(`station_group_station_ids where ref_id = $1`, [station]);
    // Other areas (marketing rules, coupons, ...) may hold the station too: each kind is named.
    expect(answer.body.msg).toMatch(/^该场站仍被 .+引用，不能删除$/);
    expect(answer.body.msg).toContain(`${piles} 个充电桩`);
    if (logs) expect(answer.body.msg).toContain(`${logs} 个桩上下线记录`);
    if (groups) expect(answer.body.msg).toContain(`${groups} 个场站分组`);
    expect(await count(`station where id = $1`, [station])).toBe(1);

    const english = await t.call('/api/config/station/delete', { token, body: { ids: [station], locale: 'en-US' } });
    // Bills, alarms and other kinds may hold the station too: the piles are named among them.
    expect(english.body.msg).toMatch(/^This Station is still referenced by .+; it cannot be deleted$/);
    expect(english.body.msg).toContain(`${piles} × Charging pile`);
  });

  it('is all or nothing for a bulk delete: one referenced row keeps the free ones too', async () => {
    const free = await freeStation('FREE0001');
    const { rows } = await t.db.query<{ id: number }>(
      `select station_id as id from pile where seller_id = $1 limit 1`,
      [sellerId],
    );
    const refused = await t.call('/api/config/station/delete', { token, body: { ids: [free, rows[0].id] } });
    expect(refused.body.code).toBe(API_CODES.CONFLICT);
    expect(await count(`station where id = any($1)`, [[free, rows[0].id]])).toBe(2);

    const deleted = await t.call('/api/config/station/delete', { token, body: { ids: [free] } });
    expect(deleted.body).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect(await count(`station where id = $1`, [free])).toBe(0);
  });

  it('is refused by the database too, for a client that skips the API', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `select station_id as id from pile where seller_id = $1 limit 1`,
      [sellerId],
    );
    await expect(t.db.query(`delete from station where id = $1`, [rows[0].id])).rejects.toMatchObject({
      constraint: expect.stringMatching(/^fk_/),
    });
    expect(await count(`station where id = $1`, [rows[0].id])).toBe(1);
  });
});
