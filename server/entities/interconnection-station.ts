import { defineEntityHooks } from './entity-hooks';

/**
 * Pushing a station to an interconnection partner counts the attempt; the push stays "pushing"
 * until the partner's answer is recorded by the interconnection client.
 */
export default defineEntityHooks({
  async afterAction({ action, after, tx, sellerId }) {
    if (action.name !== 'push' && action.name !== 'repush') return;
    await tx.query(
      `update "interconnection_station" set "push_count" = coalesce("push_count", 0) + 1
        where "id" = $1 and "seller_id" = $2`,
      [after.id, sellerId],
    );
  },
});
