import { reconcileAccounts } from '../ledger';
import { defineEntityHooks } from './entity-hooks';

/**
 * Member accounts. The balance is never written by a form: it starts at zero and moves only
 * through the ledger (`server/ledger`). `reconcile` lets an operator compare every account's
 * balance with the sum of its ledger entries and see the mismatches.
 */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') {
      values.openedAt = new Date().toISOString();
      values.balance = 0;
      values.frozenAmount = 0;
    }
  },
  actions: {
    reconcile: {
      action: 'query',
      run: ({ tx, sellerId }) => reconcileAccounts(tx, sellerId),
    },
  },
});
