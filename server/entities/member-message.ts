import { fieldRefusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';
const CHOSEN_MEMBERS = 2;

/** A message to chosen members names at least one of them. */
export default defineEntityHooks({
  async beforeSave({ values, before, locale }) {
    const target = Number(values.targetType ?? before?.targetType);
    if (target !== CHOSEN_MEMBERS || !('memberIds' in values)) return;
    if (!Array.isArray(values.memberIds) || values.memberIds.length === 0) {
      throw fieldRefusal(locale, ERRORS.noMessageMembers, 'memberIds');
    }
  },
});
