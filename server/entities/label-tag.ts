import { defineEntityHooks } from './entity-hooks';

/**
 * "Compute now" counts the members who hold the tag today (tagged, not expired); the stamp of
 * the action records when. Rule evaluation over member and bill metrics writes the member
 * taggings themselves; this count follows whatever wrote them.
 */
export default defineEntityHooks({
  async afterAction({ action, after, tx, sellerId }) {
    if (action.name !== 'computeNow') return;
    await tx.query(
      `update "label_tag" set "cover_count" = (
         select count(distinct mt."member_id") from "member_tag_tag_ids" j
           join "member_tag" mt on mt."id" = j."owner_id"
          where j."ref_id" = $1 and j."seller_id" = $2
            and (mt."expire_at" is null or mt."expire_at" >= current_date))
        where "id" = $1 and "seller_id" = $2`,
      [after.id, sellerId],
    );
  },
});
