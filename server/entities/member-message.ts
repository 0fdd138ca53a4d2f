import { validationError } from '../crud/crud-error';
import { defineEntityHooks } from './entity-hooks';

const say = (locale: string, zh: string, en: string) => (locale === 'en-US' ? en : zh);
const CHOSEN_MEMBERS = 2;

/** A message to chosen members names at least one of them. */
export default defineEntityHooks({
  async beforeSave({ values, before, locale }) {
    const target = Number(values.targetType ?? before?.targetType);
    if (target !== CHOSEN_MEMBERS || !('memberIds' in values)) return;
    if (!Array.isArray(values.memberIds) || values.memberIds.length === 0) {
      const message = say(locale, '请选择要发送的会员', 'Choose the members to send to');
      throw validationError(message, [{ field: 'memberIds', message }]);
    }
  },
});
