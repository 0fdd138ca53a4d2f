import type { Queryable } from '../db/database';

/**
 * What a closed session tells about the vehicle it charged: the first and last state of charge
 * the pile reported (MeterValues SoC), and, when the bill's member drives exactly one vehicle,
 * that vehicle with its plate and VIN, so that fleet and vehicle reports count the session.
 */
export async function recordSessionVehicle(tx: Queryable, sellerId: number, billId: number): Promise<void> {
  // One statement: every update of a bill also runs its rollup triggers.
  await tx.query(
    `update "bill" b set
        "start_soc" = (select m.soc from meter_values m where m.bill_id = b.id and m.soc is not null
                        order by m.sampled_at, m.id limit 1),
        "end_soc" = (select m.soc from meter_values m where m.bill_id = b.id and m.soc is not null
                      order by m.sampled_at desc, m.id desc limit 1),
        "vehicle_id" = coalesce(b."vehicle_id", sole."id"),
        "plate_no" = case when b."vehicle_id" is null and sole."id" is not null
                          then coalesce(b."plate_no", sole."plate_no") else b."plate_no" end,
        "vin" = case when b."vehicle_id" is null and sole."id" is not null
                     then coalesce(b."vin", sole."vin") else b."vin" end
       from (select 1) as anchor
       left join (
         select v."id", v."plate_no", v."vin" from "vehicle" v
          where v."seller_id" = $2
            and v."member_id" = (select "member_id" from "bill" where "id" = $1 and "seller_id" = $2)
            and (select count(*) from "vehicle" o where o."seller_id" = $2 and o."member_id" = v."member_id") = 1
       ) as sole on true
      where b."id" = $1 and b."seller_id" = $2`,
    [billId, sellerId],
  );
}
