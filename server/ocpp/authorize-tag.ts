import type { Queryable } from '../db/database';
import type { ConnectedPile } from './connected-pile';

/** OCPP 1.6 AuthorizationStatus. */
export type TagStatus = 'Accepted' | 'Blocked' | 'Expired' | 'Invalid' | 'ConcurrentTx';

export interface TagAuthorization {
  status: TagStatus;
  memberId: number | null;
  accountId: number | null;
}

interface CardRow {
  member_id: number;
  account_id: number;
  state: number;
  expire_at: string | null;
  member_status: number | null;
  balance: number | null;
  credit_limit: number | null;
  account_state: number | null;
}

const ACCOUNT_NORMAL = 1;
const MEMBER_NORMAL = 1;

/**
 * Whether an id tag (a charging card's number) may charge at this pile: a card of the pile's
 * own seller, in use and not expired, of a member in good standing, whose account is in use and
 * holds money (or credit). A tag of another seller is unknown here, like any other stranger.
 */
export async function authorizeTag(db: Queryable, pile: ConnectedPile, idTag: string): Promise<TagAuthorization> {
  const { rows } = await db.query<CardRow>(
    `select c."member_id", c."account_id", c."state", c."expire_at"::text as expire_at,
            m."member_status", a."balance", a."credit_limit", a."account_state"
       from "card" c
       left join "member" m on m."id" = c."member_id" and m."seller_id" = c."seller_id"
       left join "account" a on a."id" = c."account_id" and a."seller_id" = c."seller_id"
      where c."seller_id" = $1 and c."card_no" = $2`,
    [pile.sellerId, idTag],
  );
  const card = rows[0];
  if (!card) return { status: 'Invalid', memberId: null, accountId: null };
  const who = { memberId: Number(card.member_id), accountId: Number(card.account_id) };
  if (card.expire_at && card.expire_at < today()) return { status: 'Expired', ...who };
  const usable =
    Number(card.state) === ACCOUNT_NORMAL &&
    Number(card.member_status) === MEMBER_NORMAL &&
    Number(card.account_state) === ACCOUNT_NORMAL &&
    Number(card.balance ?? 0) + Number(card.credit_limit ?? 0) > 0;
  return { status: usable ? 'Accepted' : 'Blocked', ...who };
}

/** Today in China's calendar, as the card's expiry date is written (YYYY-MM-DD). */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
