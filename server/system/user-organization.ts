import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';

const invalid = (field: string, message: string) =>
  new ApiError(ERRORS.VALIDATION_FAILED, undefined, { errors: [{ field, message }] });

/**
 * The organization a user is put in: one of his own seller's, or none. Undefined leaves an
 * edited user's as it was; an id of another seller's organization is refused like an unknown one.
 * A disabled organization takes no one new, but a user already in it may stay (`currentId`).
 */
export async function organizationOf(
  db: Queryable,
  sellerId: number,
  value: unknown,
  currentId: number | null = null,
): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '' || Number(value) === 0) return null;
  const id = Number(value);
  const { rows } = await db.query<{ enabled: boolean }>(
    `select coalesce(enable_status, 1) = 1 as enabled from organizations where seller_id = $1 and id = $2`,
    [sellerId, Number.isSafeInteger(id) ? id : 0],
  );
  if (!rows.length) throw invalid('organizationId', 'not an organization of this seller');
  if (!rows[0].enabled && id !== Number(currentId)) throw invalid('organizationId', 'the organization is disabled');
  return id;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address of at most 100 characters, or none; undefined leaves it as it was. */
export function emailOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 100 || !EMAIL.test(value.trim()))
    throw invalid('email', 'not an e-mail address');
  return value.trim();
}

/**
 * Users of an organization and of every organization below it, in SQL, for the user list's
 * filter: `$n` is the organization's id, `$1` the caller's seller.
 */
export const inOrganizationBranch = (param: string) =>
  `organization_id in (with recursive branch as (
     select id from organizations where seller_id = $1 and id = ${param}
     union all select o.id from organizations o join branch b on o.pid = b.id where o.seller_id = $1)
   select id from branch)`;
