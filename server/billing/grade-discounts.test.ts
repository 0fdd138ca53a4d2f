import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';
import { modelInForce } from './model-in-force';
import { priceBill } from './price-bill';
import { settleBill } from './settle-bill';

/**
 * A member-grade promotion takes money off the bills of members of its grade: a gold member's
 * session started within its dates pays less, a member of another grade, a session without a
 * member, or one started outside its dates pays in full. When a station discount also applies,
 * the bill gets whichever saves the driver more, and the bill names it.
 */
let t: TestApp;
let token: string;
let sellerId: number;
let plainStation: number;
let discountStation: number;
const members: Record<'gold' | 'platinum' | 'diamond', number> = { gold: 0, platinum: 0, diamond: 0 };
/** The gold member's card account. */
let goldAccount: number;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const recentStart = Date.now() - 3 * HOUR;
const GOLD_PROMOTION = '黄金会员全单8折';
const STATION_PROMOTION = '服务费9折场站折扣';
/** Dictionary memberLevel. */
const LEVEL = { gold: 2, platinum: 3, diamond: 4 } as const;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const seller = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(seller.rows[0].id);
  const stations = await t.db.query<{ id: number }>(`select id from station where seller_id = $1 order by id limit 2`, [
    sellerId,
  ]);
  [plainStation, discountStation] = stations.rows.map((row) => Number(row.id));
  // The demo promotions stay out of the way: only the ones made here are in force.
  await t.db.query(`update promotion set status = 'invalid' where seller_id = $1`, [sellerId]);
  const found = await t.db.query<{ id: number; member_id: number }>(
    `select distinct on (member_id) id, member_id from account
      where seller_id = $1 and account_state = 1 and member_id is not null order by member_id, id limit 3`,
    [sellerId],
  );
  [members.gold, members.platinum, members.diamond] = found.rows.map((row) => Number(row.member_id));
  goldAccount = Number(found.rows[0].id);
  await t.db.query(`update account set balance = 10000000, credit_limit = 0 where id = $1`, [goldAccount]);
  for (const grade of ['gold', 'platinum', 'diamond'] as const)
    await t.db.query(`update member set member_level = $2 where id = $1`, [members[grade], LEVEL[grade]]);
  const promotions = [
    {
      name: GOLD_PROMOTION,
      promotionType: 'MemberLevel',
      level: LEVEL.gold,
      discountScope: 'AllBill',
      discount: 80,
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + DAY).toISOString(),
    },
    {
      name: '钻石会员上月全单5折',
      promotionType: 'MemberLevel',
      level: LEVEL.diamond,
      discountScope: 'AllBill',
      discount: 50,
      startTime: new Date(Date.now() - 40 * DAY).toISOString(),
      endTime: new Date(Date.now() - 10 * DAY).toISOString(),
    },
    {
      name: STATION_PROMOTION,
      promotionType: 'stationDiscount',
      discountScope: 'OnlyService',
      discount: 90,
      stationIds: [discountStation],
      startTime: new Date(Date.now() - DAY).toISOString(),
      endTime: new Date(Date.now() + DAY).toISOString(),
    },
  ];
  for (const body of promotions) {
    const saved = await t.call('/api/member/promotion/save', { token, body });
    expect(saved.body.code, saved.body.msg).toBe(0);
  }
});
afterAll(async () => {
  await t?.close();
});

/** 30 kWh over two hours, priced by the one pricing path. */
async function price(stationId: number, memberId: number | null, start: number) {
  const model = await modelInForce(t.db, sellerId, stationId);
  expect(model).toBeDefined();
  return priceBill(t.db, {
    sellerId,
    stationId,
    memberId,
    model,
    samples: [
      { at: start, energyWh: 0 },
      { at: start + 2 * HOUR, energyWh: 30_000 },
    ],
  });
}

/** Fen paid of a fee at a share, rounded half up, as the pricing does. */
const paidShare = (fee: number, percent: number) => Math.floor((fee * percent) / 100 + 0.5);

describe('member-grade promotions on bills', () => {
  const cases: {
    title: string;
    station: () => number;
    member: keyof typeof members | null;
    start: number;
    applied: string | null;
    discount: (fees: { electricityFee: number; serviceFee: number }) => number;
  }[] = [
    {
      title: 'a gold member gets a fifth off the whole bill',
      station: () => plainStation,
      member: 'gold',
      start: recentStart,
      applied: GOLD_PROMOTION,
      discount: (f) => f.electricityFee + f.serviceFee - paidShare(f.electricityFee, 80) - paidShare(f.serviceFee, 80),
    },
    {
      title: 'a platinum member pays in full',
      station: () => plainStation,
      member: 'platinum',
      start: recentStart,
      applied: null,
      discount: () => 0,
    },
    {
      title: 'a session without a member pays in full',
      station: () => plainStation,
      member: null,
      start: recentStart,
      applied: null,
      discount: () => 0,
    },
    {
      title: 'a gold member charging before the promotion began pays in full',
      station: () => plainStation,
      member: 'gold',
      start: Date.now() - 3 * DAY,
      applied: null,
      discount: () => 0,
    },
    {
      title: 'a diamond member charging after the diamond promotion ended pays in full',
      station: () => plainStation,
      member: 'diamond',
      start: recentStart,
      applied: null,
      discount: () => 0,
    },
    {
      title: 'a gold member at a discounted station gets the grade promotion, which saves more',
      station: () => discountStation,
      member: 'gold',
      start: recentStart,
      applied: GOLD_PROMOTION,
      discount: (f) => f.electricityFee + f.serviceFee - paidShare(f.electricityFee, 80) - paidShare(f.serviceFee, 80),
    },
    {
      title: 'a platinum member at a discounted station gets the station discount',
      station: () => discountStation,
      member: 'platinum',
      start: recentStart,
      applied: STATION_PROMOTION,
      discount: (f) => f.serviceFee - paidShare(f.serviceFee, 90),
    },
  ];

  it.each(cases)('$title', async ({ station, member, start, applied, discount }) => {
    const bill = await price(station(), member === null ? null : members[member], start);
    expect(bill.serviceFee).toBeGreaterThan(0);
    expect(bill.discountName).toBe(applied);
    expect(bill.discount).toBe(discount(bill));
    if (applied) expect(bill.discount).toBeGreaterThan(0);
    expect(Number.isInteger(bill.discount)).toBe(true);
    expect(bill.totalAmount).toBe(bill.electricityFee + bill.serviceFee - bill.discount);
  });

  it('names the promotion on the settled bill and charges the member the discounted total', async () => {
    const billNo = `GRADE${process.pid % 10_000}`;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into bill (seller_id, bill_no, member_id, station_id, business_type, start_time, meter_start, kwh,
          electricity_fee, service_fee, discount, total_amount, paid_amount, charge_status, bill_status)
       values ($1, $2, $3, $4, 1, $5, 0, 0, 0, 0, 0, 0, 0, 1, 1) returning id`,
      [sellerId, billNo, members.gold, plainStation, new Date(recentStart).toISOString()],
    );
    const billId = Number(rows[0].id);
    await t.db.transaction((tx) =>
      settleBill(tx, {
        billId,
        sellerId,
        stationId: plainStation,
        accountId: goldAccount,
        memberId: members.gold,
        billNo,
        samples: [
          { at: recentStart, energyWh: 0 },
          { at: recentStart + 2 * HOUR, energyWh: 30_000 },
        ],
        stopReason: 'Local',
      }),
    );
    const bill = await t.db.query<{
      electricity_fee: number;
      service_fee: number;
      discount: number;
      discount_name: string | null;
      total_amount: number;
    }>(`select electricity_fee, service_fee, discount, discount_name, total_amount from bill where id = $1`, [billId]);
    const row = bill.rows[0];
    expect(row.discount_name).toBe(GOLD_PROMOTION);
    expect(Number(row.discount)).toBeGreaterThan(0);
    expect(Number(row.total_amount)).toBe(Number(row.electricity_fee) + Number(row.service_fee) - Number(row.discount));
    const flows = await t.db.query<{ amount: number }>(`select amount from account_flow where bill_id = $1`, [billId]);
    expect(flows.rows.map((flow) => Number(flow.amount))).toEqual([-Number(row.total_amount)]);
  });

  it("prices a gold member's abnormal bill with the grade promotion when the operator recalculates it", async () => {
    const billNo = `GRADEX${process.pid % 10_000}`;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into bill (seller_id, bill_no, member_id, station_id, business_type, start_time, end_time, meter_start,
          meter_stop, kwh, electricity_fee, service_fee, discount, total_amount, paid_amount, owed, charge_status,
          bill_status, abnormal_type, handle_status)
       values ($1, $2, $3, $4, 1, $5, $6, 0, 30000, 30, 0, 0, 0, 0, 0, 0, 1, 3, 'NO_MODEL', 'PENDING') returning id`,
      [
        sellerId,
        billNo,
        members.gold,
        plainStation,
        new Date(recentStart).toISOString(),
        new Date(recentStart + 2 * HOUR).toISOString(),
      ],
    );
    const id = Number(rows[0].id);
    const answer = await t.call('/api/bill/abnormalBill/recalculate', { token, body: { ids: [id] } });
    expect(answer.body.code, answer.body.msg).toBe(0);
    const bill = await t.db.query<{
      electricity_fee: number;
      service_fee: number;
      discount: number;
      discount_name: string | null;
      total_amount: number;
    }>(`select electricity_fee, service_fee, discount, discount_name, total_amount from bill where id = $1`, [id]);
    const row = bill.rows[0];
    expect(row.discount_name).toBe(GOLD_PROMOTION);
    const fees = { electricityFee: Number(row.electricity_fee), serviceFee: Number(row.service_fee) };
    expect(Number(row.discount)).toBe(
      fees.electricityFee + fees.serviceFee - paidShare(fees.electricityFee, 80) - paidShare(fees.serviceFee, 80),
    );
    expect(Number(row.total_amount)).toBe(fees.electricityFee + fees.serviceFee - Number(row.discount));
  });
});
