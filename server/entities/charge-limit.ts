import { fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

/**
 * Charge limits apply to one fleet or one member, as their target says (the other reference is
 * cleared), and an allowed window has both ends or none.
 */
export default defineEntityHooks({
  async beforeSave({ values, before, locale }) {
    const row = { ...before, ...values };
    const [needed, cleared] = row.targetType === 'MEMBER' ? ['memberId', 'fleetId'] : ['fleetId', 'memberId'];
    if (row[needed] === null || row[needed] === undefined)
      throw fieldRefusal(locale, needed === 'fleetId' ? ERRORS.chooseFleet : ERRORS.chooseMember, needed);
    values[cleared] = null;
    const start = row.windowStart ?? null;
    const end = row.windowEnd ?? null;
    if ((start === null || start === '') !== (end === null || end === ''))
      throw fieldRefusal(locale, ERRORS.windowHalfOpen, start ? 'windowEnd' : 'windowStart');
  },
});
