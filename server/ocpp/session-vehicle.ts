import type { Queryable } from '../db/database';

/**
 * What a closed session tells about the vehicle it charged: the first and last state of charge
 * the pile reported (MeterValues SoC), and, when the bill's member drives exactly one vehicle,
 * that vehicle with its plate and VIN, so that fleet and vehicle reports count the session.
 */
export async function recordSessionVehicle(tx: Queryable, sellerId: number, billId: number): Promise<void> {
  await tx.query(
    `update "bill" b set
        "start_soc" = (select m.soc from meter_values m where m.bill_id = b.id and m.soc is not null
                        order by m.sampled_at, m.id limit 1),
        "end_soc" = (select m.soc from meter_values m where m.bill_id = b.id and m.soc is not null
                      order by m.sampled_at desc, m.id desc limit 1)
      where b."id" = $1 and b."seller_id" = $2`,
    [billId, sellerId],
  );
  await tx.query(
    `update "bill" b set "vehicle_id" = v."id", "plate_no" = coalesce(b."plate_no", v."plate_no"),
            "vin" = coalesce(b."vin", v."vin")
       from "vehicle" v
      where b."id" = $1 and b."seller_id" = $2 and b."vehicle_id" is null and v."seller_id" = b."seller_id"
        and v."member_id" = b."member_id"
        and (select count(*) from "vehicle" o where o."seller_id" = b."seller_id" and o."member_id" = b."member_id") = 1`,
    [billId, sellerId],
  );
}
