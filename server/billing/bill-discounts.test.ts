import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { settleBill } from './settle-bill';

/**
 * A station discount an operator sets up takes money off the bills it promised: a session at
 * one of its stations, started within its dates, is billed less on the fees of its scope, and
 * the member's account is charged the discounted total. A session at another station, or one
 * started outside its dates, pays in full.
 */
let t: TestApp;
let token: string;
let sellerId: number;
let stationA: number;
let stationB: number;
let account: { id: number; member_id: number };

const HOUR = 3_600_000;
/** A session of two hours ending an hour ago: inside a promotion that runs around now. */
const recentStart = Date.now() - 3 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const seller = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(seller.rows[0].id);
  const stations = await t.db.query<{ id: number }>(`select id from station where seller_id = $1 order by id limit 2`, [
    sellerId,
  ]);
  [stationA, stationB] = stations.rows.map((row) => Number(row.id));
  // The demo promotions stay out of the way: only the one made here is in force.
  await t.db.query(`update promotion set status = 'invalid' where seller_id = $1`, [sellerId]);
  const accounts = await t.db.query<{ id: number; member_id: number }>(
    `select id, member_id from account where seller_id = $1 and account_state = 1 and member_id is not null
      order by id limit 1`,
    [sellerId],
  );
  account = accounts.rows[0];
  await t.db.query(`update account set balance = 10000000, credit_limit = 0 where id = $1`, [account.id]);
  const saved = await t.call('/api/member/promotion/save', {
    token,
    body: {
      name: '服务费8折场站折扣',
      promotionType: 'stationDiscount',
      discountScope: 'OnlyService',
      discount: 80,
      stationIds: [stationA],
      startTime: new Date(Date.now() - 24 * HOUR).toISOString(),
      endTime: new Date(Date.now() + 24 * HOUR).toISOString(),
    },
  });
  expect(saved.body.code, saved.body.msg).toBe(0);
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
/** A card session of 30 kWh over two hours at a station, closed by the settlement path. */
async function session(stationId: number, start: number) {
  const billNo = `DISC${process.pid % 10_000}${++serial}`;
  const { rows } = await t.db.query<{ id: number }>(
    `insert into bill (seller_id, bill_no, member_id, station_id, business_type, start_time, meter_start, kwh,
        electricity_fee, service_fee, discount, total_amount, paid_amount, charge_status, bill_status)
     values ($1, $2, $3, $4, 1, $5, 0, 0, 0, 0, 0, 0, 0, 1, 1) returning id`,
    [sellerId, billNo, account.member_id, stationId, new Date(start).toISOString()],
  );
  const billId = Number(rows[0].id);
  await t.db.transaction((tx) =>
    settleBill(tx, {
      billId,
      sellerId,
      stationId,
      accountId: account.id,
      billNo,
      samples: [
        { at: start, energyWh: 0 },
        { at: start + 2 * HOUR, energyWh: 30_000 },
      ],
      stopReason: 'Local',
    }),
  );
  const bill = await t.db.query<{
    electricity_fee: number;
    service_fee: number;
    discount: number;
    total_amount: number;
    paid_amount: number;
    periods: { electricityFee: number; serviceFee: number }[];
  }>(`select electricity_fee, service_fee, discount, total_amount, paid_amount, periods from bill where id = $1`, [
    billId,
  ]);
  const flows = await t.db.query<{ amount: number }>(`select amount from account_flow where bill_id = $1`, [billId]);
  const row = bill.rows[0];
  return {
    electricityFee: Number(row.electricity_fee),
    serviceFee: Number(row.service_fee),
    discount: Number(row.discount),
    total: Number(row.total_amount),
    paid: Number(row.paid_amount),
    periodsElectricity: row.periods.reduce((sum, p) => sum + p.electricityFee, 0),
    periodsService: row.periods.reduce((sum, p) => sum + p.serviceFee, 0),
    ledger: flows.rows.map((flow) => Number(flow.amount)),
  };
}

describe('station discounts on bills', () => {
  it('takes a fifth of the service fee off a session at its station, and charges the account that', async () => {
    const bill = await session(stationA, recentStart);
    expect(bill.serviceFee).toBeGreaterThan(0);
    expect(bill.discount).toBe(bill.serviceFee - Math.floor(bill.serviceFee * 0.8 + 0.5));
    expect(bill.discount).toBeGreaterThan(0);
    expect(bill.electricityFee).toBe(bill.periodsElectricity);
    expect(bill.serviceFee).toBe(bill.periodsService);
    expect(bill.total).toBe(bill.periodsElectricity + bill.periodsService - bill.discount);
    expect(bill.paid).toBe(bill.total);
    expect(bill.ledger).toEqual([-bill.total]);
  });

  it('leaves a session at another station at full price', async () => {
    const bill = await session(stationB, recentStart);
    expect(bill.serviceFee).toBeGreaterThan(0);
    expect(bill.discount).toBe(0);
    expect(bill.total).toBe(bill.periodsElectricity + bill.periodsService);
    expect(bill.ledger).toEqual([-bill.total]);
  });

  it('leaves a session at its station started before its dates at full price', async () => {
    const bill = await session(stationA, Date.now() - 3 * 24 * HOUR);
    expect(bill.serviceFee).toBeGreaterThan(0);
    expect(bill.discount).toBe(0);
    expect(bill.total).toBe(bill.periodsElectricity + bill.periodsService);
    expect(bill.ledger).toEqual([-bill.total]);
  });

  it('stops discounting once the operator invalidates it', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `select id from promotion where seller_id = $1 and name = '服务费8折场站折扣'`,
      [sellerId],
    );
    const answer = await t.call('/api/member/promotion/invalidate', { token, body: { ids: [Number(rows[0].id)] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const bill = await session(stationA, recentStart);
    expect(bill.discount).toBe(0);
  });
});
