import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { recordSessionVehicle } from './session-vehicle';

/**
 * A closed session's vehicle facts: the first and last state of charge the pile reported, and
 * the member's vehicle when the member has exactly one (none is guessed among several).
 */
let t: TestDatabase;
let sellerId: number;

beforeAll(async () => {
  t = await openTestDatabase();
  sellerId = Number(
    (await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`)).rows[0].id,
  );
}, 180_000);
afterAll(() => t?.close());

/** A fresh bill of a member, with readings at the given minutes and states of charge. */
async function session(memberId: number, readings: [number, number | null][]): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into bill (seller_id, bill_no, member_id, start_time, kwh) values ($1, $2, $3, now(), 10) returning id`,
    [sellerId, `TSV${Date.now()}${Math.random().toString(36).slice(2, 6)}`, memberId],
  );
  const billId = Number(rows[0].id);
  for (const [minute, soc] of readings)
    await t.db.query(
      `insert into meter_values (seller_id, bill_id, sampled_at, energy_wh, soc)
       values ($1, $2, now() + make_interval(mins => $3), $4, $5)`,
      [sellerId, billId, minute, minute * 100, soc],
    );
  return billId;
}
const billOf = async (id: number) =>
  (await t.db.query<Record<string, unknown>>(`select * from bill where id = $1`, [id])).rows[0];

async function memberWith(vehicles: number): Promise<number> {
  const { rows } = await t.db.query<{ member_id: number }>(
    `select m.id as member_id from member m where m.seller_id = $1
        and (select count(*) from vehicle v where v.seller_id = m.seller_id and v.member_id = m.id) = $2
      order by m.id limit 1`,
    [sellerId, vehicles],
  );
  return Number(rows[0].member_id);
}

describe('recordSessionVehicle', () => {
  it('keeps the first and last reported state of charge, skipping readings without one', async () => {
    const billId = await session(await memberWith(0), [
      [0, null],
      [1, 23],
      [30, 61],
      [45, 80],
      [46, null],
    ]);
    await recordSessionVehicle(t.db, sellerId, billId);
    const bill = await billOf(billId);
    expect([Number(bill.start_soc), Number(bill.end_soc)]).toEqual([23, 80]);
    expect(bill.vehicle_id).toBeNull();
  });

  it("stamps the member's only vehicle with its plate and VIN", async () => {
    const memberId = await memberWith(1);
    const billId = await session(memberId, [[0, 40]]);
    await recordSessionVehicle(t.db, sellerId, billId);
    const bill = await billOf(billId);
    const vehicle = (
      await t.db.query<Record<string, unknown>>(`select * from vehicle where seller_id = $1 and member_id = $2`, [
        sellerId,
        memberId,
      ])
    ).rows[0];
    expect(Number(bill.vehicle_id)).toBe(Number(vehicle.id));
    expect([bill.plate_no, bill.vin]).toEqual([vehicle.plate_no, vehicle.vin]);
  });

  it('guesses no vehicle for a member with several', async () => {
    const billId = await session(await memberWith(2), [[0, 40]]);
    await recordSessionVehicle(t.db, sellerId, billId);
    expect((await billOf(billId)).vehicle_id).toBeNull();
  });
});
