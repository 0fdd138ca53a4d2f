import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, Locale } from '../../src/meta/model';
import { refusal } from '../crud/crud-error';
import type { Queryable } from '../db/database';
import { columnName, tableName } from '../db/naming';
import { ident } from '../crud/sql';
import { ERRORS } from '../messages';

/** One issue of coupons to members: a batch, issued once whatever happens. */
export interface CouponIssue {
  sellerId: number;
  /**
   * Names the batch: `manual:<activity id>` for a manual issue, `timed:<activity id>:<date>`
   * for one run of a timed issue. A batch already issued is not issued again.
   */
  batchKey: string;
  couponIds: readonly number[];
  memberIds: readonly number[];
  countPerMember: number;
  activityId?: number | null;
  now?: Date;
}

export interface IssueResult {
  /** Coupon records of the batch (those written now, or those found when it was issued before). */
  issued: number;
  /** True when the batch had been issued before and nothing was written now. */
  repeated: boolean;
}

const DAY_MS = 86_400_000;
const PUBLISHED = 'processing';

function entityOf(bundle: MetaBundle, name: string): EntityFile {
  const entity = bundle.entities.get(name);
  if (!entity) throw new Error(`coupon issue needs the ${name} entity`);
  return entity;
}

/**
 * Issues `countPerMember` of each coupon to each member, inside the caller's transaction.
 *
 * - Idempotent per batch: the batch key is locked for the transaction (a concurrent issue of
 *   the same batch waits for it) and a batch that has records already answers them again;
 *   each record also carries a unique issue key (batch, coupon, member, number) in the database.
 * - Never more than the stock: each coupon's issued count moves in one conditional UPDATE
 *   (`where total_qty - issued_qty >= n`), so concurrent issues cannot overdraw it; a coupon
 *   short of stock refuses the whole batch and nothing is written.
 */
export async function issueCoupons(
  tx: Queryable,
  bundle: MetaBundle,
  issue: CouponIssue,
  locale: Locale,
): Promise<IssueResult> {
  const coupon = entityOf(bundle, 'coupon');
  const record = entityOf(bundle, 'couponRecord');
  const coupons = ident(tableName(coupon));
  const records = ident(tableName(record));
  const { sellerId, batchKey } = issue;
  const now = issue.now ?? new Date();

  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`coupon-issue:${sellerId}:${batchKey}`]);
  const done = await tx.query<{ n: number }>(
    `select count(*)::int as "n" from ${records} where "seller_id" = $1 and "batch_key" = $2`,
    [sellerId, batchKey],
  );
  const already = Number(done.rows[0]?.n ?? 0);
  if (already > 0) return { issued: already, repeated: true };

  const couponIds = [...new Set(issue.couponIds.map(Number))].sort((a, b) => a - b);
  const memberIds = [...new Set(issue.memberIds.map(Number))];
  const count = Math.trunc(issue.countPerMember);
  if (couponIds.length === 0) {
    throw refusal(locale, ERRORS.noCouponsChosen);
  }
  if (memberIds.length === 0) {
    throw refusal(locale, ERRORS.noMembersChosen);
  }
  if (!(count >= 1 && count <= 20)) {
    throw refusal(locale, ERRORS.badCouponCount);
  }
  const wanted = memberIds.length * count;

  const codes: string[] = [];
  const keys: string[] = [];
  const couponCol: number[] = [];
  const memberCol: number[] = [];
  const faceCol: number[] = [];
  const expireCol: Date[] = [];
  const stamp = now.getTime().toString(36).toUpperCase();
  let serial = 0;
  for (const couponId of couponIds) {
    // Coupons in id order: two batches sharing coupons lock them in the same order.
    const taken = await tx.query<{
      face_value: number;
      valid_to: string;
      valid_days: number;
      per_member_limit: number;
    }>(
      `update ${coupons} set "issued_qty" = "issued_qty" + $3, "updated_at" = now()
        where "id" = $1 and "seller_id" = $2 and "status" = '${PUBLISHED}' and "total_qty" - "issued_qty" >= $3
        returning "face_value", "valid_to", "valid_days", "per_member_limit"`,
      [couponId, sellerId, wanted],
    );
    const row = taken.rows[0];
    if (!row) throw await shortfall(tx, coupons, sellerId, couponId, wanted, locale);
    if (count > Number(row.per_member_limit)) {
      throw refusal(locale, ERRORS.overPerMemberLimit, [count, row.per_member_limit]);
    }
    const validTo = new Date(`${row.valid_to}T23:59:59+08:00`);
    const days = Number(row.valid_days);
    const expireAt = days > 0 ? new Date(Math.min(now.getTime() + days * DAY_MS, validTo.getTime())) : validTo;
    for (const memberId of memberIds) {
      for (let n = 1; n <= count; n += 1) {
        serial += 1;
        codes.push(`CP${stamp}${String(serial).padStart(5, '0')}`);
        keys.push(`${batchKey}:${couponId}:${memberId}:${n}`);
        couponCol.push(couponId);
        memberCol.push(memberId);
        faceCol.push(Number(row.face_value));
        expireCol.push(expireAt);
      }
    }
  }

  const withMember = 'memberId' in record.fields;
  const columns = ['code', 'issueKey', 'couponId', 'faceValue', 'expireAt', ...(withMember ? ['memberId'] : [])];
  const types = ['text', 'text', 'bigint', 'bigint', 'timestamptz', ...(withMember ? ['bigint'] : [])];
  const arrays: unknown[] = [codes, keys, couponCol, faceCol, expireCol, ...(withMember ? [memberCol] : [])];
  const unnest = types.map((type, i) => `$${i + 6}::${type}[]`).join(', ');
  await tx.query(
    `insert into ${records} ("seller_id", "batch_key", "activity_id", "status", "received_at", ${columns
      .map((c) => ident(columnName(c)))
      .join(', ')})
     select $1, $2, $3, $4, $5, u.* from unnest(${unnest}) as u`,
    [sellerId, batchKey, issue.activityId ?? null, 'WeiShiYong', now, ...arrays],
  );
  return { issued: codes.length, repeated: false };
}

/** Why a coupon could not be taken: not this seller's, not published, or short of stock. */
async function shortfall(tx: Queryable, coupons: string, sellerId: number, id: number, wanted: number, locale: Locale) {
  const { rows } = await tx.query<{ name: string; status: string; left: number }>(
    `select "name", "status", ("total_qty" - "issued_qty")::int as "left" from ${coupons} where "id" = $1 and "seller_id" = $2`,
    [id, sellerId],
  );
  const row = rows[0];
  if (!row) return refusal(locale, ERRORS.noSuchCoupon);
  if (row.status !== PUBLISHED) return refusal(locale, ERRORS.couponNotIssuable, [row.name]);
  return refusal(locale, ERRORS.couponStockShort, [row.name, row.left, wanted]);
}
