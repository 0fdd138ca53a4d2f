import type { Queryable } from '../../db/database';
import { validationError } from '../../crud/crud-error';

const say = (locale: string, zh: string, en: string) => (locale === 'en-US' ? en : zh);

/**
 * Refuses a card (physical or virtual) that would charge an account of another member: it
 * would let one member's card spend somebody else's money.
 */
export async function refuseForeignAccount(
  tx: Queryable,
  sellerId: number,
  memberId: unknown,
  accountId: unknown,
  locale: string,
): Promise<void> {
  const { rows } = await tx.query<{ member_id: number | null }>(
    `select "member_id" from "account" where "id" = $1 and "seller_id" = $2`,
    [accountId, sellerId],
  );
  if (rows[0] && Number(rows[0].member_id) !== Number(memberId)) {
    const message = say(locale, '扣款账户须属于该会员', "The account charged must be the member's own");
    throw validationError(message, [{ field: 'accountId', message }]);
  }
}
