import { refusal } from '../crud/crud-error';
import { attachManyReferences } from '../crud/many-references';
import { refuseEndedRewardCoupons } from '../marketing/reward-coupons';
import { findRow } from '../crud/row-store';
import { issueCoupons } from '../marketing/coupon-issue';
import { chinaDay, issueTargets } from '../marketing/activity-audience';
import { PROCESSING, refuseBrokenPromises, refusePublishingEnded } from '../marketing/promises';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

/** Activity types (dictionary activityType). */
export const MANUAL_COUPON = 6;
export const TIMED_COUPON = 7;

/** What an activity promises drivers: frozen while it runs (its end may only move later). */
const PROMISED = [
  'activityType',
  'startTime',
  'endTime',
  'stationIds',
  'couponIds',
  'rewardAmount',
  'rewardPoints',
  'rewardFrequency',
  'perMemberLimit',
  'tiers',
  'targetType',
  'memberIds',
  'countPerMember',
  'inviteeCouponIds',
  'maxInvites',
  'rewardCondition',
] as const;

/** The fields that give coupons as rewards: only coupons still on offer may be chosen. */
const REWARD_COUPONS = ['couponIds', 'inviteeCouponIds'] as const;

/**
 * Activities of every type (recharge, registration, fission, manual and timed coupons):
 * lifecycle not started → in progress → over, or invalid. An activity in progress keeps what
 * it promised; publishing one that has ended is refused. A manual coupon activity issues its
 * coupons once (batch `manual:<id>`); a timed one issues once per day (`timed:<id>:<day>`).
 */
export default defineEntityHooks({
  async beforeSave(args) {
    const { tx, bundle, entity, sellerId, values, locale } = args;
    if (args.operation === 'update' && args.before)
      await refuseBrokenPromises({ ...args, before: args.before, promised: PROMISED, noun: ['活动', 'activity'] });
    const [before] = args.before
      ? await attachManyReferences(tx, bundle, entity, sellerId, [{ ...args.before }])
      : [null];
    await refuseEndedRewardCoupons(tx, sellerId, values, before, REWARD_COUPONS, locale);
  },
  async beforeAction({ action, before, locale }) {
    const label = String(before.name);
    if (action.name === 'publish') refusePublishingEnded(before, 'endTime', label, locale);
    if (action.name === 'issue' && Number(before.activityType) !== MANUAL_COUPON) {
      throw refusal(locale, ERRORS.notManualActivity, [label]);
    }
  },
  async afterAction({ tx, bundle, sellerId, action, before, locale }) {
    if (action.name !== 'issue') return;
    const { couponIds, memberIds } = await issueTargets(tx, bundle, sellerId, before, locale);
    const result = await issueCoupons(
      tx,
      bundle,
      {
        sellerId,
        batchKey: `manual:${String(before.id)}`,
        couponIds,
        memberIds,
        countPerMember: Number(before.countPerMember ?? 1),
        activityId: Number(before.id),
      },
      locale,
    );
    await tx.query(`update "activity" set "issued_count" = $3 where "id" = $1 and "seller_id" = $2`, [
      before.id,
      sellerId,
      result.issued,
    ]);
  },
  actions: {
    /** Runs today's issue of a timed coupon activity now; a day's batch is issued once only. */
    runTimed: {
      action: 'issue',
      run: async ({ tx, bundle, entity, sellerId, locale, body }) => {
        const row = await findRow(tx, entity, sellerId, Number(body.id), true);
        if (!row) throw refusal(locale, ERRORS.noSuchActivity);
        return runTimedActivity(tx, bundle, sellerId, row, new Date(), locale);
      },
    },
  },
});

/** One day's run of a timed coupon activity (in progress, within its dates). */
export async function runTimedActivity(
  tx: Parameters<typeof issueCoupons>[0],
  bundle: Parameters<typeof issueCoupons>[1],
  sellerId: number,
  row: Record<string, unknown>,
  now: Date,
  locale: Parameters<typeof issueCoupons>[3],
) {
  const label = String(row.name);
  if (Number(row.activityType) !== TIMED_COUPON || row.status !== PROCESSING) {
    throw refusal(locale, ERRORS.notTimedActivity, [label]);
  }
  const start = new Date(row.startTime as string).getTime();
  const end = new Date(row.endTime as string).getTime();
  if (now.getTime() < start || now.getTime() > end) {
    throw refusal(locale, ERRORS.activityOutOfDates, [label]);
  }
  const { couponIds, memberIds } = await issueTargets(tx, bundle, sellerId, row, locale);
  const result = await issueCoupons(
    tx,
    bundle,
    {
      sellerId,
      batchKey: `timed:${String(row.id)}:${chinaDay(now)}`,
      couponIds,
      memberIds,
      countPerMember: Number(row.countPerMember ?? 1),
      activityId: Number(row.id),
      now,
    },
    locale,
  );
  if (!result.repeated) {
    await tx.query(`update "activity" set "issued_count" = "issued_count" + $3 where "id" = $1 and "seller_id" = $2`, [
      row.id,
      sellerId,
      result.issued,
    ]);
  }
  return result;
}
