import type { Queryable } from '../../db/database';
import type { Locale } from '../../../src/meta/model';
import { fieldRefusal } from '../../crud/crud-error';
import { ERRORS } from '../../messages';

/**
 * Refuses a card (physical or virtual) that would charge an account of another member: it
 * would let one member's card spend somebody else's money.
 */
export async function refuseForeignAccount(
  tx: Queryable,
  sellerId: number,
  memberId: unknown,
  accountId: unknown,
  locale: Locale,
): Promise<void> {
  const { rows } = await tx.query<{ member_id: number | null }>(
    `select "member_id" from "account" where "id" = $1 and "seller_id" = $2`,
    [accountId, sellerId],
  );
  if (rows[0] && Number(rows[0].member_id) !== Number(memberId))
    throw fieldRefusal(locale, ERRORS.foreignAccountCharged, 'accountId');
}
