import { defineEntityHooks } from './entity-hooks';

/** Each retry of a failed interface call is counted on the error. */
export default defineEntityHooks({
  async afterAction({ action, after, tx, sellerId }) {
    if (action.name !== 'retry') return;
    await tx.query(
      `update "interface_error" set "retry_count" = coalesce("retry_count", 0) + 1 where "id" = $1 and "seller_id" = $2`,
      [after.id, sellerId],
    );
  },
});
