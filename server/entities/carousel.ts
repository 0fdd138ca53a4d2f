import { defineEntityHooks } from './entity-hooks';

const UNDER_REVIEW = 'UNDER_REVIEW';

/**
 * Adverts and carousel items pass an audit before they show: a changed item (its picture,
 * link, dates...) goes back under review, and its earlier audit remark is cleared.
 */
export default defineEntityHooks({
  async beforeSave({ operation, before, values }) {
    if (operation !== 'update' || !before || before.audit === UNDER_REVIEW) return;
    if (Object.keys(values).some((name) => name !== 'id')) {
      values.audit = UNDER_REVIEW;
      values.auditReason = null;
    }
  },
});
