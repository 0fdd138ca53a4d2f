import { validationError } from '../crud/crud-error';
import { defineEntityHooks } from './entity-hooks';

const say = (locale: string, zh: string, en: string) => (locale === 'en-US' ? en : zh);

/**
 * Charge limits apply to one fleet or one member, as their target says (the other reference is
 * cleared), and an allowed window has both ends or none.
 */
export default defineEntityHooks({
  async beforeSave({ values, before, locale }) {
    const row = { ...before, ...values };
    const [needed, cleared] = row.targetType === 'MEMBER' ? ['memberId', 'fleetId'] : ['fleetId', 'memberId'];
    if (row[needed] === null || row[needed] === undefined) {
      const message = say(
        locale,
        needed === 'fleetId' ? '请选择车队' : '请选择会员',
        needed === 'fleetId' ? 'Choose the fleet' : 'Choose the member',
      );
      throw validationError(message, [{ field: needed, message }]);
    }
    values[cleared] = null;
    const start = row.windowStart ?? null;
    const end = row.windowEnd ?? null;
    if ((start === null || start === '') !== (end === null || end === '')) {
      const message = say(locale, '允许时段须同时填写开始和结束', 'An allowed window needs both its ends');
      throw validationError(message, [{ field: start ? 'windowEnd' : 'windowStart', message }]);
    }
  },
});
