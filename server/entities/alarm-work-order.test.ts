import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../live/live-bus';
import { trackAlarm } from '../ocpp/alarms';
import { createAlarmNotifier } from '../ocpp/notify-limits';
import { createUserWithRole } from '../test-support/extra-users';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const base = '/api/config/alarmWorkOrder';
let t: TestApp;
let admin: string;
let sellerId: number;
/** A repair user of the seller, to whom the orders are dispatched. */
let fitter: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
  fitter = (await createUserWithRole(t, admin, 'fitterZhang', 'stationManager')).id;
  await t.db.query(`update users set user_type = 3, name = '张工' where id = $1`, [fitter]);
});
afterAll(() => t?.close());

const post = async (path: string, body: object) => (await t.call(path, { body, token: admin })).body;

/** A pending alarm on a pile of the seller, as a live fault opens it. */
async function pendingAlarm(level = 2) {
  const { rows: piles } = await t.db.query<{ id: number; station_id: number }>(
    `select id, station_id from pile where seller_id = $1 order by id limit 1`,
    [sellerId],
  );
  const pile = piles[0];
  const { rows } = await t.db.query<{ id: number }>(
    `insert into alarm_record (seller_id, alarm_no, station_id, pile_id, fault_code, level, status, content, occurred_at)
     values ($1, $2, $3, $4, 'InternalError', $5, 1, '测试告警', now()) returning id`,
    [sellerId, `ALT${Date.now()}${Math.floor(Math.random() * 1000)}`, pile.station_id, pile.id, level],
  );
  return { id: Number(rows[0].id), stationId: Number(pile.station_id), pileId: Number(pile.id), level };
}
const alarmRow = async (id: number) =>
  (await t.db.query(`select status, handled_at, result from alarm_record where id = $1`, [id])).rows[0];

describe('alarm work orders', () => {
  it('numbers an order opened from an alarm and takes the alarm’s station, pile and level', async () => {
    const alarm = await pendingAlarm(2);
    const answer = await post(`${base}/save`, { alarmId: alarm.id, level: 5, description: '到场检查' });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ stationId: alarm.stationId, pileId: alarm.pileId, level: 2, status: 1 });
    expect(answer.data.orderNo).toMatch(/^WO[A-Z0-9]+$/);
  });

  it('refuses an order that names neither an alarm nor a station', async () => {
    const answer = await post(`${base}/save`, { description: '无处可去' });
    expect(answer.code).not.toBe(0);
    expect(JSON.stringify(answer)).toContain('请选择告警或场站');
  });

  it('dispatching puts its alarm in hand, and approving the finished order marks the alarm handled', async () => {
    const alarm = await pendingAlarm();
    const order = (await post(`${base}/save`, { alarmId: alarm.id, description: '到场检查' })).data;
    const dispatch = await post(`${base}/dispatch`, {
      ids: [order.id],
      input: { assigneeId: fitter },
    });
    expect(dispatch.code).toBe(0);
    expect((await alarmRow(alarm.id)).status).toBe(2);
    expect((await post(`${base}/finish`, { ids: [order.id], input: { handleResult: '更换接触器' } })).code).toBe(0);
    expect((await post(`${base}/audit`, { ids: [order.id], input: { auditResult: '同意' } })).code).toBe(0);
    const handled = await alarmRow(alarm.id);
    expect(handled.status).toBe(3);
    expect(handled.result).toBe('更换接触器');
    expect(handled.handled_at).not.toBeNull();
    const done = (await post(`${base}/get`, { id: order.id })).data;
    expect(done).toMatchObject({ status: 4, assigneeName: '张工', auditResult: '同意' });
  });

  it('a finished order cannot be cancelled', async () => {
    const alarm = await pendingAlarm();
    const order = (await post(`${base}/save`, { alarmId: alarm.id, description: '到场检查' })).data;
    await post(`${base}/dispatch`, { ids: [order.id], input: { assigneeId: fitter } });
    await post(`${base}/finish`, { ids: [order.id], input: { handleResult: '复位' } });
    const cancel = await post(`${base}/cancel`, { ids: [order.id], input: { cancelReason: '不需要了' } });
    expect(cancel.code).not.toBe(0);
  });
});

describe('fault codes configured by the seller', () => {
  it('decide the level and text of the alarm a live fault opens', async () => {
    const { rows } = await t.db.query<{ id: number; station_id: number; code: string }>(
      `select id, station_id, code from pile where seller_id = $1 order by id desc limit 1`,
      [sellerId],
    );
    const pile = { id: Number(rows[0].id), sellerId, stationId: Number(rows[0].station_id), code: rows[0].code };
    await t.db.query(
      `update error_code_config set level = 6, name = '读卡器需清洁' where seller_id = $1 and code = $2`,
      [sellerId, 'ReaderFailure'],
    );
    await trackAlarm(
      t.db,
      createLocalBus(),
      pile,
      { connectorId: 0, status: 'Faulted', errorCode: 'ReaderFailure' },
      createAlarmNotifier(),
    );
    const { rows: opened } = await t.db.query<{ level: number; content: string }>(
      `select level, content from alarm_record where pile_id = $1 and fault_code = 'ReaderFailure' and recovered_at is null`,
      [pile.id],
    );
    expect(opened.map((row) => ({ level: Number(row.level), content: row.content }))).toEqual([
      { level: 6, content: `${pile.code}：读卡器需清洁` },
    ]);
  });
});
