import { insertRow } from '../crud/row-store';
import { defineEntityHooks } from './entity-hooks';

/**
 * Refund records (two-level approval). An application is stamped with the time it was made;
 * paying a refund writes its ledger entry (account flow) in the same transaction, so that a
 * refund is never marked paid without its entry, nor the entry written for an unpaid refund.
 */
export default defineEntityHooks({
  async beforeSave({ operation, values }) {
    if (operation === 'save') values.appliedAt = new Date().toISOString();
  },
  async afterAction({ tx, bundle, sellerId, action, after }) {
    if (action.name !== 'pay') return;
    const ledger = bundle.entities.get('accountFlow');
    if (!ledger) throw new Error('the refund ledger needs the accountFlow entity');
    await insertRow(tx, ledger, sellerId, {
      flowNo: `RF${String(after.refundNo)}`,
      accountNo: after.accountNo ?? null,
      memberName: after.memberName ?? null,
      amount: -Number(after.amount),
      refundId: Number(after.id),
      remark: after.reason ?? null,
    });
  },
});
