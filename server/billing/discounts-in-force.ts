import type { Discount } from '../../src/meta/billing/apply-discount';
import type { Queryable } from '../db/database';

/** Dictionary promotionType: the promotions that take money off a bill. */
const STATION_DISCOUNT = 'stationDiscount';
const MEMBER_LEVEL = 'MemberLevel';

/** A promotion's discount with what it asks of a session: its dates, and the member grade it targets. */
export interface PromotionDiscount extends Discount {
  /** Epoch ms: a session started from here ... */
  startsAt: number;
  /** ... and before here is covered. */
  endsAt: number;
  /** The member grade (dictionary memberLevel) it is for; null: every session (a station discount). */
  memberLevel: number | null;
}

interface PromotionRow {
  name: string;
  promotion_type: string;
  level: number | string | null;
  discount: number | string | null;
  discount_scope: Discount['scope'];
  periods: { ratePeriod: string | number; discount: number }[] | null;
  station_ids: number[] | null;
  start_time: string | Date;
  end_time: string | Date;
}

/**
 * The discounting promotions of a seller (station discounts and member-grade promotions), for
 * sessions started at `startedAt` or, without it, at any time (a caller pricing many bills loads
 * them once). Invalidated ones never apply; one taken down before its end date (over while its
 * end is still ahead) no longer applies to any session, since the operator ended it; one over
 * because its dates passed still prices the sessions it covered, so a bill recalculated later
 * agrees with the bill first written.
 */
export async function loadPromotionDiscounts(
  db: Queryable,
  sellerId: number,
  options: { startedAt?: number; now?: number } = {},
): Promise<PromotionDiscount[]> {
  const now = new Date(options.now ?? Date.now()).toISOString();
  const startedAt = options.startedAt === undefined ? null : new Date(options.startedAt).toISOString();
  const { rows } = await db.query<PromotionRow>(
    `select p."name", p."promotion_type", p."level", p."discount", p."discount_scope", p."periods",
            p."start_time", p."end_time",
            array(select j."ref_id" from "promotion_station_ids" j where j."owner_id" = p."id") as "station_ids"
       from "promotion" p
      where p."seller_id" = $1 and p."promotion_type" = any($2::text[]) and p."status" <> 'invalid'
        and not (p."status" = 'over' and p."end_time" > $3)
        and ($4::timestamptz is null or (p."start_time" <= $4 and p."end_time" > $4))
      order by p."id"`,
    [sellerId, [STATION_DISCOUNT, MEMBER_LEVEL], now, startedAt],
  );
  return rows.map((row) => {
    const forGrade = row.promotion_type === MEMBER_LEVEL;
    return {
      name: row.name,
      scope: row.discount_scope,
      percent: row.discount === null ? undefined : Number(row.discount),
      stationIds: (row.station_ids ?? []).map(Number),
      // Shares per rate period belong to station discounts; a grade promotion's form hides them.
      periods: forGrade
        ? []
        : (row.periods ?? []).map((p) => ({ ratePeriod: p.ratePeriod, percent: Number(p.discount) })),
      startsAt: new Date(row.start_time).getTime(),
      endsAt: new Date(row.end_time).getTime(),
      // A grade promotion without a grade targets nobody rather than everybody.
      memberLevel: forGrade ? (row.level === null ? Number.NaN : Number(row.level)) : null,
    };
  });
}

/**
 * The discounts a session qualifies for among loaded promotions: its start within their dates,
 * and, for a member-grade promotion, a member of that grade. applyDiscount then picks the best
 * at the bill's station.
 */
export function discountsFor(
  promotions: readonly PromotionDiscount[],
  session: { startedAt: number; memberLevel: number | null },
): Discount[] {
  return promotions.filter(
    (promotion) =>
      promotion.startsAt <= session.startedAt &&
      session.startedAt < promotion.endsAt &&
      (promotion.memberLevel === null || promotion.memberLevel === session.memberLevel),
  );
}
