import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const post = async (path: string, body: object) => (await t.call(path, { body, token: admin })).body;

/** Two stations of the demo seller with a pile each. */
async function twoStationsWithPiles() {
  const { rows } = await t.db.query<{ station_id: number; pile_id: number }>(
    `select distinct on (station_id) station_id, id as pile_id from pile where seller_id = $1 order by station_id, id limit 2`,
    [sellerId],
  );
  return rows.map((row) => ({ stationId: Number(row.station_id), pileId: Number(row.pile_id) }));
}

describe('network configuration rules', () => {
  it('refuses a station unit or a threshold naming a pile of another station', async () => {
    const [a, b] = await twoStationsWithPiles();
    const unit = { name: '测试单元', stationId: a.stationId, transformerName: 'S13-800kVA', capacityKva: 800 };
    const wrong = await post('/api/config/stationUnit/save', { ...unit, pileIds: [a.pileId, b.pileId] });
    expect(wrong.code).toBe(10);
    expect(wrong.data.errors[0].field).toBe('pileIds');
    expect((await post('/api/config/stationUnit/save', { ...unit, pileIds: [a.pileId] })).code).toBe(0);

    const threshold = { stationId: a.stationId, maxPowerKw: 60, maxCurrentA: 125, maxSoc: 95, maxDurationMin: 600 };
    const outside = await post('/api/config/pileChargingThreshold/save', { ...threshold, pileId: b.pileId });
    expect(outside.code).toBe(10);
    expect(outside.data.errors[0].field).toBe('pileId');
    expect((await post('/api/config/pileChargingThreshold/save', { ...threshold, pileId: a.pileId })).code).toBe(0);
  });

  it('issues a template of an enabled model only, and a second issue is a new version', async () => {
    const [a, b] = await twoStationsWithPiles();
    const { rows } = await t.db.query<{ id: number }>(
      `select id from station_cost_model where seller_id = $1 and enable_status = 1 order by id limit 1`,
      [sellerId],
    );
    const modelId = Number(rows[0].id);
    const template = {
      name: '测试计费模板',
      costModelId: modelId,
      stationIds: [a.stationId],
      effectiveTime: '2026-01-01 00:00:00',
    };
    const foreignPile = await post('/api/config/billingTemplate/save', { ...template, pileIds: [b.pileId] });
    expect(foreignPile.code).toBe(10);
    const saved = await post('/api/config/billingTemplate/save', { ...template, pileIds: [a.pileId] });
    expect(saved.code).toBe(0);
    const id = saved.data.id;

    expect((await post('/api/config/billingTemplate/issue', { ids: [id] })).code).toBe(0);
    expect((await post('/api/config/billingTemplate/get', { id })).data).toMatchObject({ issueStatus: 1, version: 1 });
    expect((await post('/api/config/billingTemplate/cancel', { ids: [id] })).code).toBe(0);
    expect((await post('/api/config/billingTemplate/issue', { ids: [id] })).code).toBe(0);
    expect((await post('/api/config/billingTemplate/get', { id })).data).toMatchObject({ issueStatus: 1, version: 2 });

    await post('/api/config/billingTemplate/cancel', { ids: [id] });
    await t.db.query(`update station_cost_model set enable_status = 0 where id = $1`, [modelId]);
    try {
      const refused = await post('/api/config/billingTemplate/issue', { ids: [id] });
      expect(refused.code).toBe(10);
      expect(refused.msg).toContain('已停用');
    } finally {
      await t.db.query(`update station_cost_model set enable_status = 1 where id = $1`, [modelId]);
    }
  });

  it('does not send an expired VIN to piles', async () => {
    const [a] = await twoStationsWithPiles();
    const entry = { stationIds: [a.stationId], validFrom: '2024-01-01' };
    const expired = await post('/api/config/vinWhitelist/save', {
      ...entry,
      vin: 'LGXCE4CB0T0000001',
      validTo: '2024-06-30',
    });
    expect(expired.code).toBe(0);
    const refused = await post('/api/config/vinWhitelist/send', { ids: [expired.data.id] });
    expect(refused.code).toBe(10);
    expect(refused.msg).toContain('LGXCE4CB0T0000001');
    const valid = await post('/api/config/vinWhitelist/save', {
      ...entry,
      vin: 'LGXCE4CB0T0000002',
      validTo: '2099-12-31',
    });
    expect((await post('/api/config/vinWhitelist/send', { ids: [valid.data.id] })).code).toBe(0);
  });
});
