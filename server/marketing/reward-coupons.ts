import type { Locale } from '../../src/meta/model';
import { fieldRefusal } from '../crud/crud-error';
import type { Queryable } from '../db/database';
import { ERRORS } from '../messages';
import { ENDED } from './promises';

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter(Number.isSafeInteger) : [];

/**
 * A coupon given as a reward must still be on offer: one taken down, over or invalidated would
 * be promised to drivers and never issued. Only coupons newly chosen are checked, so that a row
 * whose coupon ended since can still be edited otherwise. The pickers offer only such coupons
 * (`ref.offer`); this holds whatever a caller sends.
 */
export async function refuseEndedRewardCoupons(
  tx: Queryable,
  sellerId: number,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
  fields: readonly string[],
  locale: Locale,
): Promise<void> {
  for (const field of fields) {
    if (!(field in values)) continue;
    const kept = new Set(idsOf(before?.[field]));
    const added = idsOf(values[field]).filter((id) => !kept.has(id));
    if (added.length === 0) continue;
    const { rows } = await tx.query<{ name: string }>(
      `select "name" from "coupon" where "seller_id" = $1 and "id" = any($2) and "status" = any($3) order by "id" limit 1`,
      [sellerId, added, ENDED],
    );
    if (rows[0]) throw fieldRefusal(locale, ERRORS.rewardCouponEnded, field, [rows[0].name]);
  }
}
