import { defineEntityHooks } from './entity-hooks';

/** Members: a new member is stamped with the time of registration. */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') values.registeredAt = new Date().toISOString();
  },
});
