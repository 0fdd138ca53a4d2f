import type { Queryable } from '../db/database';

/**
 * Recounts how many reviews carry each of the seller's review tags (evaluateTag.useCount) from
 * the reviews' tag links, leaving out reviews about to be deleted. A seller keeps tens of tags,
 * so all of them are recounted in one statement rather than tracking which ones a save touched.
 */
export async function recountTagUses(tx: Queryable, sellerId: number, leaving: readonly number[] = []): Promise<void> {
  await tx.query(
    `update "evaluate_tag" t set "use_count" = (
        select count(*) from "comment_tag_ids" l
         where l."seller_id" = t."seller_id" and l."ref_id" = t."id" and not (l."owner_id" = any($2::bigint[])))
      where t."seller_id" = $1`,
    [sellerId, leaving],
  );
}
