import { recountTagUses } from '../reviews/tag-use-counts';
import { defineEntityHooks } from './entity-hooks';

/**
 * Reviews come from members (the back office answers, hides and deletes them): a deleted review
 * leaves its tags' use counts in its own transaction.
 */
export default defineEntityHooks({
  async beforeDelete({ tx, sellerId, rows }) {
    await recountTagUses(
      tx,
      sellerId,
      rows.map((row) => Number(row.id)),
    );
  },
});
