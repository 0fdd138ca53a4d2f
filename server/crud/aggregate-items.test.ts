import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';

/**
 * Measures over the items of a JSON list (a bill's time-of-use periods): each station's
 * figure per period equals SQL over the raw periods, and the periods add up to the bills.
 */
let t: CrudTestApp;
let sellerId: number;
const URL = '/api/bill/bill/aggregate';
const PERIODS = ['Jian', 'Feng', 'Ping', 'Gu'];

beforeAll(async () => {
  t = await createCrudTestApp();
  const seller = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(seller.rows[0].id);
}, 120_000);
afterAll(() => t?.close());

describe('aggregate over JSON list items', () => {
  it('sums each period per station as SQL over the raw periods does, and the periods add up to the bills', async () => {
    const measures = [
      ...PERIODS.flatMap((p) => [
        `sum:periods.energyWh|periods.ratePeriod=${p}`,
        `sum:periods.serviceFee|periods.ratePeriod=${p}`,
      ]),
      'sum:periods.energyWh',
      'sum:periods.serviceFee',
      'sum:serviceFee',
    ];
    // Every bill, as the SQL below reads them: the list otherwise opens on this month alone.
    const filters = { startTime: ['2000-01-01', '2999-12-31'] };
    const answer = await t.post(URL, { dimensions: ['stationId'], measures, filters }, t.tokens.admin1);
    expect(answer.body.code, answer.body.msg).toBe(0);
    const { rows: expected } = await t.db.query<{ s: number; p: string; wh: number; fee: number }>(
      `select b.station_id as s, e->>'ratePeriod' as p, sum((e->>'energyWh')::float8) as wh,
              sum((e->>'serviceFee')::float8) as fee
         from bill b cross join lateral jsonb_array_elements(b.periods) e
        where b.seller_id = $1 group by 1, 2`,
      [sellerId],
    );
    expect(expected.length).toBeGreaterThan(0);
    const rows = answer.body.data.rows as Record<string, number>[];
    for (const row of rows) {
      let wh = 0;
      for (const p of PERIODS) {
        const want = expected.find((e) => Number(e.s) === Number(row.stationId) && e.p === p);
        expect(row[`sum:periods.energyWh|periods.ratePeriod=${p}`]).toBeCloseTo(Number(want?.wh ?? 0), 6);
        expect(row[`sum:periods.serviceFee|periods.ratePeriod=${p}`]).toBeCloseTo(Number(want?.fee ?? 0), 6);
        wh += row[`sum:periods.energyWh|periods.ratePeriod=${p}`];
      }
      expect(row['sum:periods.energyWh']).toBeCloseTo(wh, 6);
      expect(row['sum:periods.serviceFee']).toBe(row['sum:serviceFee']);
    }
    const summary = answer.body.data.summary as Record<string, number>;
    const total = rows.reduce((sum, row) => sum + row['sum:periods.energyWh'], 0);
    expect(summary['sum:periods.energyWh']).toBeCloseTo(total, 6);
  });

  it('refuses what the items cannot answer: another function, an unknown item field, a condition on another list', async () => {
    for (const measure of [
      'avg:periods.energyWh',
      'sum:periods.nope',
      'sum:periods.ratePeriod',
      'sum:kwh|periods.ratePeriod=Gu',
      'sum:billNo.x',
    ]) {
      const answer = await t.post(URL, { dimensions: [], measures: [measure] }, t.tokens.admin1);
      expect(answer.body.code, measure).not.toBe(0);
    }
  });
});
