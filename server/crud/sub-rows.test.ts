import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let token: string;
const base = '/api/config/stationCostModel';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t?.close());

const post = async (op: string, body: object) => (await t.call(`${base}/${op}`, { token, body })).body;
const period = (startTime: string, endTime: string, ratePeriod: string, electricityPrice = 6395) => ({
  startTime,
  endTime,
  ratePeriod,
  electricityPrice,
  servicePrice: 8000,
});
const fullDay = () => [
  period('00:00', '08:00', 'Gu', 2567),
  period('08:00', '18:00', 'Feng', 10293),
  period('18:00', '24:00', 'Ping'),
];
const model = (code: string, periods: unknown) => ({
  name: `测试模型${code}`,
  code,
  stationType: 1,
  periods,
  parkingFreeTime: 30,
});
const state = async () =>
  JSON.stringify((await t.db.query(`select id, code, periods from station_cost_model order by id`)).rows);

describe('sub-table rows (billing model periods)', () => {
  it('seeds one model per station type whose periods cover the day', async () => {
    const { rows } = await t.db.query<{ station_type: number; periods: { startTime: string }[] }>(
      `select m.station_type, m.periods from station_cost_model m join sellers s on s.id = m.seller_id
        where s.seller_number = '100001' order by 1`,
    );
    expect(rows.map((r) => r.station_type)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const answer = await post('update', {
      id: (await t.db.query(`select id from station_cost_model limit 1`)).rows[0].id,
      periods: rows[0].periods,
    });
    expect(answer.code).toBe(0);
  });

  it('saves the parent and its rows together and answers them back', async () => {
    const saved = await post('save', model('T-OK', fullDay()));
    expect(saved.code).toBe(0);
    expect(saved.data.periods).toEqual(fullDay());
    const read = await post('get', { id: saved.data.id });
    expect(read.data.periods[1]).toEqual(period('08:00', '18:00', 'Feng', 10293));
  });

  it('refuses a gap in the day with a message naming it, saving nothing', async () => {
    const before = await state();
    const rows = fullDay();
    rows[1].startTime = '09:00';
    const answer = await post('save', model('T-GAP', rows));
    expect(answer.code).toBe(10);
    expect(answer.msg).toBe('计费时段：时段未覆盖 08:00-09:00，须覆盖全天 00:00-24:00');
    expect(answer.data.errors).toEqual([
      { field: 'periods', message: '时段未覆盖 08:00-09:00，须覆盖全天 00:00-24:00' },
    ]);
    expect(await state()).toBe(before);
  });

  it('refuses overlapping rows, also on update, leaving the stored rows as they were', async () => {
    const saved = await post('save', model('T-UPD', fullDay()));
    const before = await state();
    const rows = fullDay();
    rows[2].startTime = '17:00';
    const answer = await post('update', { id: saved.data.id, periods: rows, name: '改名', locale: 'en-US' });
    expect(answer.code).toBe(10);
    expect(answer.msg).toBe('Rate periods: Row 3 overlaps row 2 (17:00-18:00)');
    expect(await state()).toBe(before);
  });

  it('names the row and field of a bad cell, and refuses keys a row does not declare', async () => {
    const before = await state();
    const rows: Record<string, unknown>[] = fullDay();
    rows[1] = { ...rows[1], electricityPrice: -5, ratePeriod: 'Night' };
    const bad = await post('save', model('T-BAD', rows));
    expect(bad.code).toBe(10);
    expect(bad.msg).toContain('第2行「时段类型」：请选择列表中的值');
    expect(bad.msg).toContain('第2行「电费（元/度）」');
    rows[1] = { ...fullDay()[1], __DO_NOT_USE_THIS_PROPERTY_index__: 1 };
    const extra = await post('save', model('T-KEY', rows));
    expect(extra.code).toBe(10);
    expect(extra.msg).toContain('第2行「__DO_NOT_USE_THIS_PROPERTY_index__」');
    expect(await state()).toBe(before);
  });

  it('refuses more rows than the schema allows and rows that are not a list', async () => {
    const many = Array.from({ length: 25 }, (_, h) =>
      period(`${String(h).padStart(2, '0')}:00`, `${String(h).padStart(2, '0')}:30`, 'Ping'),
    );
    expect((await post('save', model('T-MANY', many))).msg).toContain('最多24行');
    expect((await post('save', model('T-OBJ', { startTime: '00:00' }))).msg).toBe('计费时段：须为行的列表');
    expect((await post('save', model('T-NONE', []))).code).toBe(10);
  });
});
