import { defineEntityHooks } from './entity-hooks';
import { refuseForeignAccount } from './support/own-account';

/** Virtual cards charge one account of their own member, like physical cards. */
export default defineEntityHooks({
  async beforeSave({ tx, values, before, sellerId, locale }) {
    await refuseForeignAccount(
      tx,
      sellerId,
      values.memberId ?? before?.memberId,
      values.accountId ?? before?.accountId,
      locale,
    );
  },
});
