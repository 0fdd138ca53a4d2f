import type { Queryable } from '../../db/database';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

/** Electric city buses (BYD K9 class): a 324 kWh pack. */
const BUS = { brand: '比亚迪', model: 'K9 纯电动公交', batteryKwh: 324 };
const ROUTES = ['26路', 'K101', '301路'];
const MAX_BUSES = 40;
const routeOf = (fleetName: string) => {
  const line = /(\d+)\s*路/.exec(fleetName)?.[1];
  return line ? `${line}路` : undefined;
};

/**
 * The buses of each operator's bus fleets: one bus per driver of a bus fleet (a fleet whose
 * operation type is GongJiao), on the fleet's route, and the drivers' charging bills stamped
 * with the bus that charged (its plate, VIN and states of charge), so that the bus reports
 * have sessions to count in every bus fleet. Bills of other vehicles whose plate is known
 * point at them too.
 */
export default defineAreaSeed({
  area: 'Bus charging',
  async seed(db: Queryable, bundle, _prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('vehicle') || !bundle.entities.get('fleetMember')) return {};
    const { sellerId, sellerNumber } = input;
    const { rows: drivers } = await db.query<{ member_id: number; fleet_id: number; fleet_name: string }>(
      `select fm."member_id", fm."fleet_id", f."name" as fleet_name
         from "fleet_member" fm join "fleet" f on f."id" = fm."fleet_id" and f."seller_id" = fm."seller_id"
        where fm."seller_id" = $1 and f."operation_type" = 'GongJiao' order by fm."id" limit ${MAX_BUSES}`,
      [sellerId],
    );
    const seller = String(Number(sellerNumber) % 100).padStart(2, '0');
    const buses = drivers.map((driver, i) => ({
      plateNo: `粤B${'DF'[i % 2]}${seller}9${String(i + 1).padStart(2, '0')}`,
      vin: `LGXCE6CB${sellerNumber.slice(-3)}${String(900_001 + i)}`,
      vehicleType: 'DianDong',
      operationType: 'GongJiao',
      vehicleClass: 'Other',
      ...BUS,
      memberId: Number(driver.member_id),
      groupId: Number(driver.fleet_id),
      // A route fleet ("18 路车队") runs its own line; the company's buses run the others.
      busRoute: routeOf(driver.fleet_name) ?? ROUTES[i % ROUTES.length],
      certStatus: 'APPROVED',
      enableStatus: 1,
    }));
    const written = await writeRows(db, bundle, 'vehicle', sellerId, buses);

    // Drivers of a bus company take whichever of its buses the day's shift gives them: each of
    // their bills goes to one of the buses. A bus arrives with 15-55 % charge; the energy it
    // takes raises that by its share of the pack.
    const stamped = await db.query(
      `with buses as (
         select v."id", v."plate_no", v."vin", v."battery_kwh",
                row_number() over (order by v."id") - 1 as k, count(*) over () as n
           from "vehicle" v where v."seller_id" = $1 and v."operation_type" = 'GongJiao'),
       drivers as (
         select distinct fm."member_id" from "fleet_member" fm
           join "fleet" f on f."id" = fm."fleet_id" and f."seller_id" = fm."seller_id"
          where fm."seller_id" = $1 and f."operation_type" = 'GongJiao')
       update "bill" b set "vehicle_id" = x."id", "plate_no" = x."plate_no", "vin" = x."vin",
              "start_soc" = 15 + (b."id" * 37) % 41,
              "end_soc" = least(100, 15 + (b."id" * 37) % 41 + round(b."kwh" / x."battery_kwh" * 100))
         from buses x
        where b."seller_id" = $1 and b."member_id" in (select "member_id" from drivers) and x."k" = b."id" % x."n"`,
      [sellerId],
    );
    await db.query(
      `update "bill" b set "vehicle_id" = v."id",
              "start_soc" = 10 + (b."id" * 29) % 51,
              "end_soc" = least(100, 10 + (b."id" * 29) % 51 + round(b."kwh" / nullif(v."battery_kwh", 0) * 100))
         from "vehicle" v
        where b."seller_id" = $1 and v."seller_id" = $1 and b."vehicle_id" is null and b."plate_no" = v."plate_no"`,
      [sellerId],
    );
    return { busVehicle: written.length, busBill: stamped.affectedRows };
  },
});
