import { API_CODES } from '../../src/meta/api-codes';
import type { EntityFile, Locale } from '../../src/meta/model';
import { message, type ErrorName } from '../messages';
import type { Queryable } from '../db/database';
import { CrudError } from './crud-error';
import { column, isTenant, table } from './entity-columns';

/** Deep enough for any real hierarchy; stops the walk should rows already form a loop. */
const MAX_DEPTH = 1000;

export const parentOf = (entity: EntityFile) => entity.tree?.parentField;

function scoped(entity: EntityFile, params: unknown[], sellerId: number, alias = ''): string {
  return isTenant(entity) ? ` and ${alias}"seller_id" = $${params.push(sellerId)}` : '';
}

/**
 * Two moves at once (A below B, B below A) would each pass the cycle walk without seeing the
 * other: parent changes of one seller's tree take turns, the lock held until commit. The caller
 * takes it before locking the moved row, so that two crossing moves cannot each hold one row
 * and wait for the other's (the parent's key is locked too when the row points at it).
 */
export async function lockTreeForMove(
  tx: Queryable,
  entity: EntityFile,
  sellerId: number,
  values: Record<string, unknown>,
): Promise<void> {
  const parentField = parentOf(entity);
  if (!parentField || !(parentField in values)) return;
  await tx.query(`select pg_advisory_xact_lock(hashtext($1), $2)`, [`tree:${entity.name}`, sellerId]);
}

/**
 * A node may not hang below itself or below one of its own descendants: walks up from the new
 * parent and refuses when the walk meets the node. Run inside the write's transaction, which
 * holds lockTreeForMove, so that no other move changes the tree during the walk.
 */
export async function checkTreeParent(
  tx: Queryable,
  entity: EntityFile,
  sellerId: number,
  id: number | undefined,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<void> {
  const parentField = parentOf(entity);
  if (!parentField || id === undefined || !(parentField in values)) return;
  const parent = values[parentField];
  if (parent === null || parent === undefined || parent === '') return;
  if (Number(parent) === id) throw treeError('treeOwnParent', locale, parentField);
  const params: unknown[] = [Number(parent), id, MAX_DEPTH];
  const scope = scoped(entity, params, sellerId);
  const up = column(parentField);
  const sql = `with recursive up(id, parent, depth) as (
      select "id", ${up}, 0 from ${table(entity)} where "id" = $1${scope}
      union all
      select t."id", t.${up}, up.depth + 1 from ${table(entity)} t join up on t."id" = up.parent
       where up.depth < $3${scoped(entity, params, sellerId, 't.')}
    ) select 1 from up where id = $2 limit 1`;
  const { rows } = await tx.query(sql, params);
  if (rows.length > 0) {
    const label = await labelOf(tx, entity, sellerId, Number(parent));
    throw treeError('treeCycle', locale, parentField, label);
  }
}

/** A node that still has children is kept: deleting it would orphan them. */
export async function checkNoChildren(
  tx: Queryable,
  entity: EntityFile,
  sellerId: number,
  ids: number[],
  locale: Locale,
): Promise<void> {
  const parentField = parentOf(entity);
  if (!parentField) return;
  // Children deleted in the same request do not count.
  const params: unknown[] = [ids];
  const sql = `select ${column(parentField)} as "parent", count(*)::int as "n" from ${table(entity)}
    where ${column(parentField)} = any($1) and not ("id" = any($1))${scoped(entity, params, sellerId)}
    group by 1 order by 1 limit 1`;
  const { rows } = await tx.query<{ parent: number; n: number }>(sql, params);
  if (rows.length === 0) return;
  const label = await labelOf(tx, entity, sellerId, Number(rows[0].parent));
  throw new CrudError(API_CODES.CONFLICT, message(locale, 'treeHasChildren', label, rows[0].n));
}

async function labelOf(db: Queryable, entity: EntityFile, sellerId: number, id: number): Promise<string> {
  const params: unknown[] = [id];
  const sql = `select ${column(entity.labelField)}::text as "label" from ${table(entity)} where "id" = $1${scoped(entity, params, sellerId)}`;
  const { rows } = await db.query<{ label: string | null }>(sql, params);
  return rows[0]?.label ?? String(id);
}

/** A refused parent, named on the parent field. */
export const treeError = (key: ErrorName, locale: Locale, field: string, ...args: string[]) => {
  const msg = message(locale, key, ...args);
  return new CrudError(API_CODES.VALIDATION_FAILED, msg, { errors: [{ field, message: msg }] });
};
