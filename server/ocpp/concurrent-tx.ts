import type { Queryable } from '../db/database';
import { BILL_STATUS } from '../billing/settle-bill';
import { authorizeTag, type TagAuthorization } from './authorize-tag';
import type { ConnectedPile } from './connected-pile';
import { gunIndexOf } from './pile-state';
import { readSessionLimits } from './session-plausibility';

/** The system parameter (systemConfig) that lets the cards of a seller's fleets charge at several guns at once. */
export const ALLOW_CONCURRENT_FLEET_CARDS = 'allowConcurrentFleetCards';

/** Where the card is presented: Authorize knows the pile only, StartTransaction its connector too. */
export interface CardPlace {
  pile: ConnectedPile;
  /** The connector starting: a running session at any other gun is concurrent. Without it, at any other pile. */
  connectorId?: number;
}

/**
 * Whether the card is in a running session somewhere else: a charging bill of the card at
 * another pile (or, for a start, at another gun), begun within the longest session (a bill a
 * lost pile never stopped does not lock its card out for ever). The cards of an enabled fleet
 * member are free to, where the seller's system parameters allow it.
 */
export async function chargingElsewhere(db: Queryable, place: CardPlace, idTag: string): Promise<boolean> {
  const { pile, connectorId } = place;
  const since = new Date(Date.now() - readSessionLimits().maxSessionMs).toISOString();
  const { rows } = await db.query<{ busy: boolean }>(
    `select exists (
        select 1 from "bill" b
         where b."seller_id" = $1 and b."card_no" = $2 and b."bill_status" = $3 and b."start_time" > $4
           and (b."pile_id" <> $5 or ($6::int is not null and b."gun_id" is distinct from
                (select g."id" from "gun" g where g."seller_id" = $1 and g."pile_id" = $5 and g."gun_index" = $6)))
      ) and not (
        coalesce((select s."value" from "system_config" s where s."seller_id" = $1 and s."key" = $7), 'false') = 'true'
        and exists (select 1 from "card" c join "fleet_member" f on f."seller_id" = c."seller_id"
                      and f."member_id" = c."member_id" and f."enable_status" = 1
                     where c."seller_id" = $1 and c."card_no" = $2)
      ) as "busy"`,
    [
      pile.sellerId,
      idTag,
      BILL_STATUS.charging,
      since,
      pile.id,
      connectorId === undefined ? null : gunIndexOf(connectorId),
      ALLOW_CONCURRENT_FLEET_CARDS,
    ],
  );
  return Boolean(rows[0]?.busy);
}

/**
 * A card's answer at a pile: its own state (authorizeTag), then ConcurrentTx for a usable card
 * already charging elsewhere. With `lock`, the card's row is locked for the caller's
 * transaction first, so two starts of one card at once are judged one after the other and
 * cannot both be accepted.
 */
export async function authorizeAt(
  db: Queryable,
  place: CardPlace,
  idTag: string,
  options: { lock?: boolean } = {},
): Promise<TagAuthorization> {
  if (options.lock)
    await db.query(`select 1 from "card" where "seller_id" = $1 and "card_no" = $2 for update`, [
      place.pile.sellerId,
      idTag,
    ]);
  const authorization = await authorizeTag(db, place.pile, idTag);
  if (authorization.status !== 'Accepted') return authorization;
  return (await chargingElsewhere(db, place, idTag)) ? { ...authorization, status: 'ConcurrentTx' } : authorization;
}
