import { refuseBrokenPromises, refusePublishingEnded } from '../marketing/promises';
import { defineEntityHooks } from './entity-hooks';

/** What a promotion promises drivers: frozen while it runs (its end may only move later). */
const PROMISED = [
  'promotionType',
  'level',
  'discount',
  'discountScope',
  'stationIds',
  'periods',
  'packageKwh',
  'price',
  'originalPrice',
  'minGroupSize',
  'validDays',
  'startTime',
  'endTime',
] as const;

/** VIP promotions, station discounts and group buying: the promotion lifecycle. */
export default defineEntityHooks({
  async beforeSave(args) {
    if (args.operation !== 'update' || !args.before) return;
    await refuseBrokenPromises({ ...args, before: args.before, promised: PROMISED, noun: ['促销', 'promotion'] });
  },
  async beforeAction({ action, before, locale }) {
    if (action.name === 'publish') refusePublishingEnded(before, 'endTime', String(before.name), locale);
  },
});
