import type { MetaBundle } from '../../src/meta/bundle';
import type { Locale } from '../../src/meta/model';
import { refusal } from '../crud/crud-error';
import { attachManyReferences } from '../crud/many-references';
import type { Row } from '../crud/reference-labels';
import type { Queryable } from '../db/database';
import { tableName } from '../db/naming';
import { ident } from '../crud/sql';
import { ERRORS } from '../messages';

/** Audience types (dictionary audienceType). */
const ALL_MEMBERS = 1;
const CHOSEN_MEMBERS = 2;

/** The coupons and members an issuing activity names, read with its links. */
export async function issueTargets(
  tx: Queryable,
  bundle: MetaBundle,
  sellerId: number,
  activity: Row,
  locale: Locale,
): Promise<{ couponIds: number[]; memberIds: number[] }> {
  const entity = bundle.entities.get('activity')!;
  const [row] = await attachManyReferences(tx, bundle, entity, sellerId, [{ ...activity }]);
  const couponIds = ((row.couponIds as number[] | undefined) ?? []).map(Number);
  const audience = Number(row.targetType ?? CHOSEN_MEMBERS);
  if (audience === CHOSEN_MEMBERS)
    return { couponIds, memberIds: ((row.memberIds as number[] | undefined) ?? []).map(Number) };
  const member = bundle.entities.get('member');
  if (audience === ALL_MEMBERS && member) {
    const { rows } = await tx.query<{ id: number }>(
      `select "id" from ${ident(tableName(member))} where "seller_id" = $1 order by "id"`,
      [sellerId],
    );
    return { couponIds, memberIds: rows.map((r) => Number(r.id)) };
  }
  throw refusal(locale, ERRORS.audienceNotIssuable);
}

/** The calendar day of a moment in China time, which names a timed run's batch. */
export const chinaDay = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
export const chinaClock = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
