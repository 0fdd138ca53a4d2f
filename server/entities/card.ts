import { defineEntityHooks } from './entity-hooks';
import { refuseForeignAccount } from './support/own-account';

/**
 * Charging cards. A card is issued when it is saved, and charges one account of its own
 * member.
 */
export default defineEntityHooks({
  async beforeSave({ tx, operation, values, before, sellerId, locale }) {
    if (operation === 'save') values.issuedAt = new Date().toISOString();
    await refuseForeignAccount(
      tx,
      sellerId,
      values.memberId ?? before?.memberId,
      values.accountId ?? before?.accountId,
      locale,
    );
  },
});
