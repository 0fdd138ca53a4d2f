import { refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

/** The day in China (the network's time zone), as the whitelist's dates are written. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A whitelist entry past its last valid day is not sent to piles: it would open them to a VIN no longer allowed. */
export default defineEntityHooks({
  async beforeAction({ action, before, locale }) {
    if (action.name !== 'send') return;
    if (String(before.validTo) < chinaToday()) throw refusal(locale, ERRORS.vinExpired, [before.vin, before.validTo]);
  },
});
