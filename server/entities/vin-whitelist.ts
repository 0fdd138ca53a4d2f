import { API_CODES } from '../../src/meta/api-codes';
import { CrudError } from '../crud/crud-error';
import { defineEntityHooks } from './entity-hooks';

const say = (locale: string, zh: string, en: string) => (locale === 'en-US' ? en : zh);

/** The day in China (the network's time zone), as the whitelist's dates are written. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A whitelist entry past its last valid day is not sent to piles: it would open them to a VIN no longer allowed. */
export default defineEntityHooks({
  async beforeAction({ action, before, locale }) {
    if (action.name !== 'send') return;
    if (String(before.validTo) < chinaToday())
      throw new CrudError(
        API_CODES.VALIDATION_FAILED,
        say(
          locale,
          `VIN“${String(before.vin)}”已过有效期（${String(before.validTo)}），不能下发`,
          `The VIN "${String(before.vin)}" expired on ${String(before.validTo)} and cannot be sent`,
        ),
      );
  },
});
