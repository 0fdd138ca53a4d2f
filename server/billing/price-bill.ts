import { applyDiscount } from '../../src/meta/billing/apply-discount';
import { priceSession, type MeterSample, type PricedSession } from '../../src/meta/billing/price-session';
import type { Queryable } from '../db/database';
import { discountsInForce } from './discounts-in-force';
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
  /** The clock the discounts are judged by (tests pass it in). */
  now?: number;
}

/**
 * The one pricing path of a bill, for live sessions, the seed and the screens' recalculation:
 * the session priced by its billing model, then the best station discount in force at its
 * station when it started. Electricity and service fees stay the sums of the period rows; the
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
  const discounts = await discountsInForce(db, bill.sellerId, samples[0].at, bill.now);
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
