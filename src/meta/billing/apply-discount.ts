import type { PricedPeriod } from './price-session';

/** What a discount reduces (dictionary discountScope). */
export type DiscountScope = 'OnlyService' | 'OnlyPower' | 'AllBill';

/**
 * A percentage discount of a VIP plan, member grade, promotion or station discount: the share
 * of the fee the driver still pays (85 = 15% off), on the fees of its scope, at its stations.
 */
export interface Discount {
  name: string;
  scope: DiscountScope;
  /** Share paid, 1 to 100; ignored for the periods a station discount lists. */
  percent?: number;
  /** Station ids it applies at; empty or absent: every station. */
  stationIds?: readonly number[];
  /** A station discount's share paid per time-of-use period; periods not listed pay in full. */
  periods?: readonly { ratePeriod: string | number; percent: number }[];
}

/** The fees of a priced bill (priceSession's answer, with where the session ran). */
export interface BillFees {
  stationId?: number;
  /** Fen. */
  electricityFee: number;
  serviceFee: number;
  /** The bill's stretches per period; needed by discounts that list periods. */
  periods?: readonly Pick<PricedPeriod, 'ratePeriod' | 'electricityFee' | 'serviceFee'>[];
}

export interface DiscountedBill {
  electricityFee: number;
  serviceFee: number;
  totalAmount: number;
  /** Fen taken off the bill. */
  discountAmount: number;
  /** The discount applied, or null when none applies or none saves anything. */
  applied: string | null;
}

/** Fen paid of a fee at a share, rounded half up: a discount never makes a fee negative. */
const share = (fee: number, percent: number) => {
  const bounded = Math.min(100, Math.max(0, percent));
  return Math.max(0, Math.floor((fee * bounded) / 100 + 0.5));
};

const covers = (scope: DiscountScope, part: 'electricity' | 'service') =>
  scope === 'AllBill' || (scope === 'OnlyPower' ? part === 'electricity' : part === 'service');

/** The fees after one discount, or null when it does not apply at the bill's station. */
function discounted(bill: BillFees, discount: Discount): { electricityFee: number; serviceFee: number } | null {
  const stations = discount.stationIds ?? [];
  if (stations.length > 0 && (bill.stationId === undefined || !stations.includes(bill.stationId))) return null;
  const fee = (part: 'electricity' | 'service', whole: number, percentOf: (p: number) => number) =>
    covers(discount.scope, part) ? percentOf(whole) : whole;
  if (discount.periods && discount.periods.length > 0) {
    if (!bill.periods) return null;
    let electricityFee = 0;
    let serviceFee = 0;
    for (const stretch of bill.periods) {
      const rule = discount.periods.find((p) => String(p.ratePeriod) === String(stretch.ratePeriod));
      const percent = rule ? rule.percent : 100;
      electricityFee += fee('electricity', stretch.electricityFee, (f) => share(f, percent));
      serviceFee += fee('service', stretch.serviceFee, (f) => share(f, percent));
    }
    return { electricityFee, serviceFee };
  }
  const percent = discount.percent ?? 100;
  return {
    electricityFee: fee('electricity', bill.electricityFee, (f) => share(f, percent)),
    serviceFee: fee('service', bill.serviceFee, (f) => share(f, percent)),
  };
}

/**
 * Applies the best of the discounts a bill qualifies for (they do not stack): each reduces the
 * fees of its scope (service fee only, electricity only, or the whole bill), at its stations,
 * per period where it lists periods. Fees stay whole fen, each rounded once; the answer's
 * total is the sum of its fees.
 */
export function applyDiscount(bill: BillFees, discounts: readonly Discount[]): DiscountedBill {
  const original = bill.electricityFee + bill.serviceFee;
  let best: DiscountedBill = {
    electricityFee: bill.electricityFee,
    serviceFee: bill.serviceFee,
    totalAmount: original,
    discountAmount: 0,
    applied: null,
  };
  for (const discount of discounts) {
    const fees = discounted(bill, discount);
    if (!fees) continue;
    const total = fees.electricityFee + fees.serviceFee;
    if (original - total > best.discountAmount) {
      best = { ...fees, totalAmount: total, discountAmount: original - total, applied: discount.name };
    }
  }
  return best;
}
