import type { MetaBundle } from '../../src/meta/bundle';
import type { Queryable } from '../db/database';
import type { Locale } from '../../src/meta/model';
import { DATA_SCOPES, isDataScope, type DataScope } from '../crud/role-data-scope';
import { ApiError, ERRORS, listJoin, message, renderEntry, type CatalogueEntry } from '../messages';
import type { Grantor } from '../permissions/grant-limits';

const invalid = (field: string, message: string) =>
  new ApiError(ERRORS.VALIDATION_FAILED, undefined, { errors: [{ field, message }] });

const CODE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/**
 * A role's code: letters, digits, `_` and `-`, starting with a letter, at most 32; null to clear
 * it, undefined to leave it as it was.
 */
export function roleCodeOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !CODE.test(value.trim()))
    throw invalid('code', 'letters, digits, _ and -, starting with a letter, at most 32');
  return value.trim();
}

/** A role's place in lists: a whole number from 0 to 9999; undefined to leave it. */
export function roleSortOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const sort = Number(value);
  if (!Number.isInteger(sort) || sort < 0 || sort > 9999) throw invalid('sort', 'a whole number from 0 to 9999');
  return sort;
}

/** A code names one role of the seller (the unique index is the fence; this is the message). */
export async function assertFreeRoleCode(
  tx: Queryable,
  locale: Locale,
  sellerId: number,
  code: string | null,
  roleId: number | null,
) {
  if (!code) return;
  const { rows } = await tx.query(`select 1 from roles where seller_id = $1 and code = $2 and id <> $3`, [
    sellerId,
    code,
    roleId ?? 0,
  ]);
  if (rows.length)
    throw new ApiError(ERRORS.CONFLICT, `role code ${code}`, {
      errors: [{ field: 'code', message: message(locale, 'CONFLICT') }],
    });
}

const fieldRefused = (locale: Locale, entry: CatalogueEntry, field: string, args: unknown[] = []) =>
  new ApiError(entry, undefined, { errors: [{ field, message: renderEntry(entry, locale, args) }] }, args);

/**
 * A role's data scope, one of dictionary dataScope's values; undefined to leave it. Anything
 * else is refused on the field, naming the choices in the caller's language.
 */
export function roleDataScopeOf(bundle: MetaBundle, locale: Locale, value: unknown): DataScope | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const items =
    bundle.dictionaries.get('dataScope')?.items ?? DATA_SCOPES.map((scope) => ({ value: scope, label: undefined }));
  if (isDataScope(value) && items.some((item) => item.value === value)) return value;
  const labels = items.map((item) => item.label?.[locale] ?? String(item.value));
  throw fieldRefused(locale, ERRORS.badDataScope, 'dataScope', [listJoin(locale, labels)]);
}

/**
 * The administrator role sees every station, always. A caller who sees only some stations gives
 * a role nothing wider than its users' bound stations: `all` or `organization` could show them
 * stations he does not see himself.
 */
export function assertRoleDataScope(
  locale: Locale,
  grantor: Grantor,
  role: { isAdmin: boolean; dataScope?: string } | null,
  scope: DataScope,
) {
  if (role?.isAdmin) {
    if (scope !== 'all') throw fieldRefused(locale, ERRORS.adminRoleDataScope, 'dataScope');
    return;
  }
  if (role?.dataScope === scope) return;
  if (grantor.stations !== null && scope !== 'bound')
    throw fieldRefused(locale, ERRORS.dataScopeBeyondOwn, 'dataScope');
}
