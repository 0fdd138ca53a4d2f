import type { MetaBundle } from '../../src/meta/bundle';
import type { Database } from '../db/database';
import { expireCouponRecords } from '../marketing/coupon-expiry';
import { moveTimedStatus, timedEntities } from './timed-status';

/** The advisory lock one scheduler round holds: "timedstatus" on a phone keypad. */
export const SCHEDULER_LOCK = 846_337_828;

/** What one round moved, in total and by entity (only entities with moves are named). */
export interface ScheduledMoves {
  started: number;
  ended: number;
  waiting: number;
  couponsExpiring: number;
  couponsExpired: number;
  byEntity: Record<string, number>;
}

/**
 * One round of the server's scheduler: every entity whose schema declares a `timedStatus`
 * (activities, promotions, coupons, reservations, charge plans…) and the coupon records move
 * to the status the clock gives them, in one transaction. With several server instances on one
 * database, the round is taken by whichever instance gets the advisory lock; another one asking
 * meanwhile does nothing this time (null) rather than wait, and the guarded UPDATEs would move
 * nothing twice anyway. PGlite is one process: the lock is always free there.
 */
export async function runSchedule(db: Database, bundle: MetaBundle, now = new Date()): Promise<ScheduledMoves | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ taken: boolean }>(`select pg_try_advisory_xact_lock($1) as "taken"`, [
      SCHEDULER_LOCK,
    ]);
    if (!rows[0]?.taken) return null;
    const moves: ScheduledMoves = {
      started: 0,
      ended: 0,
      waiting: 0,
      couponsExpiring: 0,
      couponsExpired: 0,
      byEntity: {},
    };
    for (const entity of timedEntities(bundle)) {
      const moved = await moveTimedStatus(tx, entity, now);
      moves.started += moved.started;
      moves.ended += moved.ended;
      moves.waiting += moved.waiting;
      const total = moved.started + moved.ended + moved.waiting;
      if (total > 0) moves.byEntity[entity.name] = total;
    }
    return { ...moves, ...(await expireCouponRecords(tx, now)) };
  });
}
