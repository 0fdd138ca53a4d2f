import { applyDiscount } from '../../src/meta/billing/apply-discount';
import { priceSession, type MeterSample, type PricedSession } from '../../src/meta/billing/price-session';
import type { Queryable } from '../db/database';
import { discountsFor, loadPromotionDiscounts, type PromotionDiscount } from './discounts-in-force';
import type { ModelInForce } from './model-in-force';

export interface PricedBill extends PricedSession {
  /** Fen taken off by the discount in force, 0 when none applies. */
  discount: number;
  /** The discount applied (its promotion's name), or null. */
  discountName: string | null;
}

export interface BillToPrice {
  sellerId: number;
  stationId: number | null;
  /** Meter readings in time order; the first is the session's start. */
  samples: readonly MeterSample[];
  /** The billing model in force at the station; none: nothing is charged. */
  model: ModelInForce | undefined;
  /** The member the session is billed to, whose grade may earn a member-grade promotion. */
  memberId?: number | null;
  /** That member's grade (dictionary memberLevel) when the caller knows it; read from the member otherwise. */
  memberLevel?: number | null;
  /**
   * The seller's promotions already loaded (loadPromotionDiscounts without a start), for a caller
   * pricing many bills; read for this session's start otherwise.
   */
  promotions?: readonly PromotionDiscount[];
  /** The clock the discounts are judged by (tests pass it in). */
  now?: number;
}

/**
 * The one pricing path of a bill, for live sessions, the seed and the screens' recalculation:
 * the session priced by its billing model, then the best discount in force when it started:
 * a station discount at its station, or a promotion for the member's grade. Electricity and service fees stay the sums of the period rows; the
 * discount is shown apart, and the total is their sum less the discount, which is what the
 * member's account is charged.
 */
export async function priceBill(db: Queryable, bill: BillToPrice): Promise<PricedBill> {
  const { samples, model } = bill;
  if (!model) {
    const energyWh = samples[samples.length - 1].energyWh - samples[0].energyWh;
    return {
      energyWh,
      electricityFee: 0,
      serviceFee: 0,
      totalAmount: 0,
      periods: [],
      discount: 0,
      discountName: null,
    };
  }
  const priced = priceSession({ periods: model.periods, samples });
  const startedAt = samples[0].at;
  const promotions = bill.promotions ?? (await loadPromotionDiscounts(db, bill.sellerId, { startedAt, now: bill.now }));
  const memberLevel =
    bill.memberLevel !== undefined ? bill.memberLevel : await memberLevelOf(db, bill.sellerId, bill.memberId);
  const discounts = discountsFor(promotions, { startedAt, memberLevel });
  const applied = applyDiscount(
    {
      stationId: bill.stationId ?? undefined,
      electricityFee: priced.electricityFee,
      serviceFee: priced.serviceFee,
      periods: priced.periods,
    },
    discounts,
  );
  return {
    ...priced,
    totalAmount: priced.electricityFee + priced.serviceFee - applied.discountAmount,
    discount: applied.discountAmount,
    discountName: applied.applied,
  };
}

/** The grade of the member a bill is for; null without a member or a grade. */
async function memberLevelOf(
  db: Queryable,
  sellerId: number,
  memberId: number | null | undefined,
): Promise<number | null> {
  if (memberId === null || memberId === undefined) return null;
  const { rows } = await db.query<{ member_level: number | null }>(
    `select "member_level" from "member" where "id" = $1 and "seller_id" = $2`,
    [memberId, sellerId],
  );
  const level = rows[0]?.member_level;
  return level === null || level === undefined ? null : Number(level);
}
