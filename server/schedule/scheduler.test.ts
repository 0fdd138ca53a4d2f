import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { runSchedule, type ScheduledMoves } from './scheduler';

/**
 * Rows whose schema declares a `timedStatus` follow the clock through the one scheduler, and
 * marketing rows above all, no operator involved: an activity,
 * promotion or coupon starts on its start and is over after its end; an unused coupon shows as
 * about to expire in its last three days and as expired after. What an operator invalidated
 * stays invalid. The clock is passed in, so each step is checked at a chosen instant.
 */
let t: TestApp;
let sellerId: number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A fixed instant well after the demo data's dates, so only this test's rows are in play. */
const T0 = Date.parse('2031-03-10T02:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const seller = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(seller.rows[0].id);
});
afterAll(async () => {
  await t?.close();
});

/** One round of the scheduler at `now`; on one test database nothing else holds its lock. */
async function sweepLifecycles(now = new Date()): Promise<ScheduledMoves> {
  const moves = await runSchedule(t.db, t.bundle, now);
  expect(moves).not.toBeNull();
  return moves!;
}

const statusOf = async (table: string, id: number) =>
  (await t.db.query<{ status: string }>(`select status from "${table}" where id = $1`, [id])).rows[0].status;

async function activity(name: string, start: number, end: number, status = 'not_started') {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into activity (seller_id, name, activity_type, start_time, end_time, status)
     values ($1, $2, 1, $3, $4, $5) returning id`,
    [sellerId, name, iso(start), iso(end), status],
  );
  return Number(rows[0].id);
}

async function promotion(name: string, start: number, end: number) {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into promotion (seller_id, name, promotion_type, discount, discount_scope, start_time, end_time, status)
     values ($1, $2, 'stationDiscount', 90, 'OnlyService', $3, $4, 'not_started') returning id`,
    [sellerId, name, iso(start), iso(end)],
  );
  return Number(rows[0].id);
}

describe('marketing lifecycles with the clock', () => {
  it('finds the demo activities, promotions and coupons already in the status their dates give', async () => {
    // Other demo rows (reservations past their end) are the start-up round's to move.
    const { byEntity } = await sweepLifecycles();
    expect([byEntity.activity, byEntity.promotion, byEntity.coupon]).toEqual([undefined, undefined, undefined]);
  });

  it('starts an activity on its start time and ends it after its end time', async () => {
    const id = await activity('定时活动', T0 + HOUR, T0 + 2 * HOUR);
    await sweepLifecycles(new Date(T0));
    expect(await statusOf('activity', id)).toBe('not_started');
    await sweepLifecycles(new Date(T0 + HOUR));
    expect(await statusOf('activity', id)).toBe('processing');
    await sweepLifecycles(new Date(T0 + 2 * HOUR - 1));
    expect(await statusOf('activity', id)).toBe('processing');
    await sweepLifecycles(new Date(T0 + 2 * HOUR));
    expect(await statusOf('activity', id)).toBe('over');
  });

  it('ends an activity nobody started once its dates have passed', async () => {
    const id = await activity('错过的活动', T0 - 3 * HOUR, T0 - HOUR);
    await sweepLifecycles(new Date(T0));
    expect(await statusOf('activity', id)).toBe('over');
  });

  it('never brings an invalidated activity back to life', async () => {
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const running = await activity('进行中后作废', T0 - HOUR, T0 + DAY);
    await sweepLifecycles(new Date(T0));
    expect(await statusOf('activity', running)).toBe('processing');
    const answer = await t.call('/api/member/activity/invalidate', { token, body: { ids: [running] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const waiting = await activity('未开始即作废', T0 + HOUR, T0 + DAY, 'invalid');
    for (const at of [T0, T0 + 2 * HOUR, T0 + 2 * DAY]) {
      await sweepLifecycles(new Date(at));
      expect(await statusOf('activity', running)).toBe('invalid');
      expect(await statusOf('activity', waiting)).toBe('invalid');
    }
  });

  it('moves a promotion through the same lifecycle', async () => {
    const id = await promotion('定时折扣', T0 + HOUR, T0 + DAY);
    await sweepLifecycles(new Date(T0 + 2 * HOUR));
    expect(await statusOf('promotion', id)).toBe('processing');
    await sweepLifecycles(new Date(T0 + DAY));
    expect(await statusOf('promotion', id)).toBe('over');
  });

  it('runs a coupon from the first to the last second of its valid days, China time', async () => {
    // Valid 2031-03-11 to 2031-03-12 in China: from 2031-03-10T16:00Z until 2031-03-12T16:00Z.
    const { rows } = await t.db.query<{ id: number }>(
      `insert into coupon (seller_id, name, coupon_type, face_value, discount_scope, valid_from, valid_to,
          total_qty, per_member_limit, status)
       values ($1, '两日券', 1, 500, 'OnlyService', '2031-03-11', '2031-03-12', 10, 1, 'not_started') returning id`,
      [sellerId],
    );
    const id = Number(rows[0].id);
    await sweepLifecycles(new Date('2031-03-10T15:59:59Z'));
    expect(await statusOf('coupon', id)).toBe('not_started');
    await sweepLifecycles(new Date('2031-03-10T16:00:00Z'));
    expect(await statusOf('coupon', id)).toBe('processing');
    await sweepLifecycles(new Date('2031-03-12T15:59:59Z'));
    expect(await statusOf('coupon', id)).toBe('processing');
    await sweepLifecycles(new Date('2031-03-12T16:00:00Z'));
    expect(await statusOf('coupon', id)).toBe('over');
  });

  it('shows an unused coupon as about to expire in its last three days, then expired; a used one stays used', async () => {
    const record = async (status: string) =>
      Number(
        (
          await t.db.query<{ id: number }>(
            `insert into coupon_record (seller_id, code, status, expire_at) values ($1, $2, $3, $4) returning id`,
            [sellerId, `LC${status}${process.pid}`, status, iso(T0 + 10 * DAY)],
          )
        ).rows[0].id,
      );
    const unused = await record('WeiShiYong');
    const used = await record('YiShiYong');
    const frozen = await record('YiDongJie');
    await sweepLifecycles(new Date(T0 + 7 * DAY - 1));
    expect(await statusOf('coupon_record', unused)).toBe('WeiShiYong');
    await sweepLifecycles(new Date(T0 + 7 * DAY));
    expect(await statusOf('coupon_record', unused)).toBe('JiJiangGuoQi');
    await sweepLifecycles(new Date(T0 + 10 * DAY));
    expect(await statusOf('coupon_record', unused)).toBe('YiGuoQi');
    expect(await statusOf('coupon_record', used)).toBe('YiShiYong');
    expect(await statusOf('coupon_record', frozen)).toBe('YiDongJie');
  });

  it('moves nothing twice: a second sweep at the same instant changes no row', async () => {
    const id = await activity('重复扫描', T0 + 40 * DAY, T0 + 50 * DAY);
    const first = await sweepLifecycles(new Date(T0 + 45 * DAY));
    const second = await sweepLifecycles(new Date(T0 + 45 * DAY));
    expect(first.started).toBeGreaterThan(0);
    expect(await statusOf('activity', id)).toBe('processing');
    expect(second).toEqual({ started: 0, ended: 0, waiting: 0, couponsExpiring: 0, couponsExpired: 0, byEntity: {} });
  });
  it('keeps a future activity published by an operator not started, and starts it on its start', async () => {
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const start = Date.now() + 2 * DAY;
    const id = await activity('下周的活动', start, start + DAY);
    const answer = await t.call('/api/member/activity/publish', { token, body: { ids: [id] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    expect(await statusOf('activity', id)).toBe('not_started');
    await sweepLifecycles(new Date(start));
    expect(await statusOf('activity', id)).toBe('processing');
  });

  it('puts an activity shown in progress before its start back to not started', async () => {
    const id = await activity('提前进行中', T0 + DAY, T0 + 2 * DAY, 'processing');
    const moves = await sweepLifecycles(new Date(T0));
    expect(moves.waiting).toBeGreaterThan(0);
    expect(await statusOf('activity', id)).toBe('not_started');
  });

  it('times out a reservation after its end, from the same declaration', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into bus_appointment (seller_id, reservation_no, group_id, plate_no, station_id, gun_id,
          start_time, end_time, status)
       select $1, 'RSV' || $2::text, f.id, '粤B12345', p.station_id, g.id, $3, $4, 'JinXingZhong'
         from fleet f, gun g join pile p on p.id = g.pile_id where f.seller_id = $1 and g.seller_id = $1 order by f.id, g.id limit 1
       returning id`,
      [sellerId, process.pid, iso(T0 - HOUR), iso(T0 + HOUR)],
    );
    const id = Number(rows[0].id);
    await sweepLifecycles(new Date(T0));
    expect(await statusOf('bus_appointment', id)).toBe('JinXingZhong');
    const moves = await sweepLifecycles(new Date(T0 + HOUR));
    expect(await statusOf('bus_appointment', id)).toBe('ChaoShi');
    expect(moves.byEntity.busAppointment).toBeGreaterThan(0);
  });
});
