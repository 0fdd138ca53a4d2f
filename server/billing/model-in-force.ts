import type { RatePeriodRow } from '../../src/meta/billing/rate-periods';
import type { Queryable } from '../db/database';

export interface ModelInForce {
  id: number;
  periods: RatePeriodRow[];
}

/**
 * The billing model that prices a session at a station: the seller's enabled model for the
 * station's type, the oldest first (the one an operator set up for that kind of site), else
 * the seller's oldest enabled model. Undefined when the seller has none: the session is billed
 * as abnormal, at zero, for an operator to settle by hand.
 */
export async function modelInForce(
  db: Queryable,
  sellerId: number,
  stationId: number | null,
): Promise<ModelInForce | undefined> {
  const { rows } = await db.query<{ id: number; periods: RatePeriodRow[] }>(
    `select m."id", m."periods" from "station_cost_model" m
      where m."seller_id" = $1 and m."enable_status" = 1
      order by (m."station_type" = (select s."station_type" from "station" s where s."id" = $2 and s."seller_id" = $1))
               is true desc, m."id"
      limit 1`,
    [sellerId, stationId],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), periods: row.periods } : undefined;
}
