import type { Discount } from '../../src/meta/billing/apply-discount';
import type { Queryable } from '../db/database';

/** Dictionary promotionType: a discount operators grant at chosen stations. */
const STATION_DISCOUNT = 'stationDiscount';

interface PromotionRow {
  name: string;
  discount: number | string | null;
  discount_scope: Discount['scope'];
  periods: { ratePeriod: string | number; discount: number }[] | null;
  station_ids: number[] | null;
}

/**
 * The station discounts of a seller in force for a session that started at `startedAt`: its
 * dates cover the start, and it was not invalidated. A promotion taken down before its end
 * date (over while its end is still ahead) no longer applies to any session, since the
 * operator ended it; one over because its dates passed still prices the sessions it covered,
 * so a bill recalculated later agrees with the bill first written. Each carries its stations
 * (none: every station) and its shares per rate period; applyDiscount picks the best at the
 * bill's station.
 */
export async function discountsInForce(
  db: Queryable,
  sellerId: number,
  startedAt: number,
  now: number = Date.now(),
): Promise<Discount[]> {
  const { rows } = await db.query<PromotionRow>(
    `select p."name", p."discount", p."discount_scope", p."periods",
            array(select j."ref_id" from "promotion_station_ids" j where j."owner_id" = p."id") as "station_ids"
       from "promotion" p
      where p."seller_id" = $1 and p."promotion_type" = $2 and p."status" <> 'invalid'
        and not (p."status" = 'over' and p."end_time" > $4)
        and p."start_time" <= $3 and p."end_time" > $3
      order by p."id"`,
    [sellerId, STATION_DISCOUNT, new Date(startedAt).toISOString(), new Date(now).toISOString()],
  );
  return rows.map((row) => ({
    name: row.name,
    scope: row.discount_scope,
    percent: row.discount === null ? undefined : Number(row.discount),
    stationIds: (row.station_ids ?? []).map(Number),
    periods: (row.periods ?? []).map((p) => ({ ratePeriod: p.ratePeriod, percent: Number(p.discount) })),
  }));
}
