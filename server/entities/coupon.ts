import { API_CODES } from '../../src/meta/api-codes';
import { CrudError } from '../crud/crud-error';
import { refuseBrokenPromises } from '../marketing/promises';
import { say } from '../marketing/say';
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
      throw new CrudError(
        API_CODES.VALIDATION_FAILED,
        say(
          locale,
          `发行总量不能少于已发放的 ${String(before.issuedQty)} 张`,
          `The stock cannot be less than the ${String(before.issuedQty)} already issued`,
        ),
      );
    }
  },
  async beforeAction({ action, before, locale }) {
    if (action.name !== 'publish') return;
    const validTo = new Date(`${String(before.validTo)}T23:59:59+08:00`);
    if (validTo.getTime() < Date.now()) {
      throw new CrudError(
        API_CODES.VALIDATION_FAILED,
        say(
          locale,
          `优惠券“${String(before.name)}”已过有效期，不能发布`,
          `The coupon "${String(before.name)}" has expired and cannot be published`,
        ),
      );
    }
  },
});
