import type { Queryable } from '../db/database';

/** Coupon records this close to their expiry show as about to expire (JiJiangGuoQi). */
export const EXPIRING_SOON_MS = 3 * 86_400_000;

export interface LifecycleMoves {
  started: number;
  ended: number;
  couponsExpiring: number;
  couponsExpired: number;
}

/**
 * The periods of activities and promotions (start and end times), and of coupons (valid from
 * and to, whole days in China time: a coupon is valid through the last second of its last
 * day), as SQL of a row's table alias.
 */
const PERIODS = [
  { table: 'activity', from: `"start_time"`, to: `"end_time"` },
  { table: 'promotion', from: `"start_time"`, to: `"end_time"` },
  {
    table: 'coupon',
    from: `("valid_from"::text || 'T00:00:00+08:00')::timestamptz`,
    to: `("valid_to"::text || 'T00:00:00+08:00')::timestamptz + interval '1 day'`,
  },
] as const;

/**
 * Moves marketing rows along their lifecycles as time passes, for every seller:
 * - an activity, promotion or coupon not started whose start has come begins (processing);
 * - one not started or in progress whose end has passed is over;
 * - an unused coupon record within three days of its expiry is about to expire, and one past
 *   it has expired.
 * Invalidated, frozen, used and voided rows are never touched, so nothing an operator ended
 * comes back to life. Each move is one guarded UPDATE (it moves only rows still in the state
 * it moves from), so a sweep running twice, or beside an operator's action, is harmless.
 *
 * Why a sweep rather than computing the status on read: the status is a stored column that
 * lists filter, sort, export and count on, and that the write guards (promises.ts) and the
 * coupon issue read; storing it keeps them all plain SQL. The server sweeps at start-up and
 * every minute (installLifecycleSweep), so a status is at most a minute behind the clock.
 */
export async function sweepLifecycles(db: Queryable, now: Date = new Date()): Promise<LifecycleMoves> {
  const at = now.toISOString();
  const soon = new Date(now.getTime() + EXPIRING_SOON_MS).toISOString();
  let started = 0;
  let ended = 0;
  for (const { table, from, to } of PERIODS) {
    const over = await db.query(
      `update "${table}" set "status" = 'over', "updated_at" = $1
        where "status" in ('not_started', 'processing') and ${to} <= $1`,
      [at],
    );
    ended += over.affectedRows;
    const begun = await db.query(
      `update "${table}" set "status" = 'processing', "updated_at" = $1
        where "status" = 'not_started' and ${from} <= $1 and ${to} > $1`,
      [at],
    );
    started += begun.affectedRows;
  }
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
  return {
    started,
    ended,
    couponsExpiring: expiring.affectedRows,
    couponsExpired: expired.affectedRows,
  };
}
