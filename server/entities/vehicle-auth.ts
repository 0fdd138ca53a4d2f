import { defineEntityHooks } from './entity-hooks';

/** Vehicle certifications are dated when submitted; the review stamps its own time. */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') values.submittedAt = new Date().toISOString();
  },
});
