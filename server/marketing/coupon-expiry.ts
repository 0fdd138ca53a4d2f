import type { Queryable } from '../db/database';

/** Coupon records this close to their expiry show as about to expire (JiJiangGuoQi). */
export const EXPIRING_SOON_MS = 3 * 86_400_000;

/**
 * Moves unused coupon records with the clock: within three days of their expiry they are about
 * to expire, past it they have expired. Used and frozen ones are never touched. Guarded UPDATEs,
 * so running twice moves nothing twice. (A record's two steps hang on one date and a lead time,
 * which a schema's `timedStatus` does not say; the scheduler runs this beside the declared ones.)
 */
export async function expireCouponRecords(db: Queryable, now: Date) {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + EXPIRING_SOON_MS).toISOString();
  const expired = await db.query(
    `update "coupon_record" set "status" = 'YiGuoQi', "updated_at" = $1
      where "status" in ('WeiShiYong', 'JiJiangGuoQi') and "expire_at" <= $1`,
    [at],
  );
  const expiring = await db.query(
    `update "coupon_record" set "status" = 'JiJiangGuoQi', "updated_at" = $1
      where "status" = 'WeiShiYong' and "expire_at" > $1 and "expire_at" <= $2`,
    [at, soon],
  );
  return { couponsExpiring: expiring.affectedRows, couponsExpired: expired.affectedRows };
}
