import { refusal } from '../crud/crud-error';
import { refuseBrokenPromises } from '../marketing/promises';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

/** What a published coupon promises its holders. */
const PROMISED = [
  'couponType',
  'faceValue',
  'threshold',
  'discountScope',
  'stationIds',
  'validFrom',
  'validTo',
  'validDays',
] as const;

/**
 * Coupons: lifecycle not started (draft) → in progress (published, may be issued) → over
 * (taken down), or invalid. A published coupon keeps its terms; the stock never falls below
 * what has been issued.
 */
export default defineEntityHooks({
  async beforeSave(args) {
    const { operation, before, values, locale } = args;
    if (operation !== 'update' || !before) return;
    await refuseBrokenPromises({ ...args, before, promised: PROMISED, noun: ['优惠券', 'coupon'] });
    if ('totalQty' in values && Number(values.totalQty) < Number(before.issuedQty ?? 0)) {
      throw refusal(locale, ERRORS.stockBelowIssued, [before.issuedQty]);
    }
  },
  async beforeAction({ action, before, locale }) {
    if (action.name !== 'publish') return;
    const validTo = new Date(`${String(before.validTo)}T23:59:59+08:00`);
    if (validTo.getTime() < Date.now()) {
      throw refusal(locale, ERRORS.couponExpired, [before.name]);
    }
  },
});
