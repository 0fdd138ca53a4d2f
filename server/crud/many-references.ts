import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { isManyReference } from '../../src/meta/capabilities';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { joinTableName } from '../db/join-tables';
import { validationError } from './crud-error';
import { column, isTenant, table } from './entity-columns';
import { message } from '../messages';
import type { Row } from './reference-labels';
import { ident, type SqlParams } from './sql';

/** A "references" field with what its SQL needs: its join table and the target entity. */
export interface ManyReference {
  name: string;
  join: string;
  target: EntityFile;
  labelField: string;
}

export function manyReferences(entity: EntityFile, bundle: MetaBundle): ManyReference[] {
  const found: ManyReference[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    const target = isManyReference(field) && field.ref ? bundle.entities.get(field.ref.entity) : undefined;
    if (target && field.ref)
      found.push({ name, join: ident(joinTableName(entity, name)), target, labelField: field.ref.labelField });
  }
  return found;
}

/** Ids as the validator let them through (positive integers), duplicates dropped, order kept. */
const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))] : [];

/**
 * Writes the links of every "references" field the payload carries, inside the caller's
 * transaction: the owner row and its links commit together or not at all. Every id must name
 * a row of the caller's own seller; one that does not (absent, or another seller's) refuses
 * the whole write, and the transaction rolls the owner row back with it. Answers the ids
 * written per field, for the audit entry.
 */
export async function saveManyReferences(
  tx: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  ownerId: number,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<Record<string, number[]>> {
  const errors: FieldError[] = [];
  const written: Record<string, number[]> = {};
  for (const ref of manyReferences(entity, bundle)) {
    if (!(ref.name in values)) continue;
    const ids = idsOf(values[ref.name]);
    if (ids.length > 0) {
      const params: unknown[] = [ids];
      let sql = `select count(*)::int as "n" from ${table(ref.target)} where "id" = any($1)`;
      if (isTenant(ref.target)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
      const found = Number((await tx.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);
      if (found !== ids.length) {
        const title = t(entity.fields[ref.name].title, locale);
        errors.push({ field: ref.name, message: message(locale, 'noSuchReference', title) });
        continue;
      }
    }
    await tx.query(`delete from ${ref.join} where "owner_id" = $1`, [ownerId]);
    if (ids.length > 0) {
      await tx.query(
        `insert into ${ref.join} ("seller_id", "owner_id", "ref_id", "position")
         select $1, $2, ref, ord - 1 from unnest($3::bigint[]) with ordinality as u(ref, ord)`,
        [sellerId, ownerId, ids],
      );
    }
    written[ref.name] = ids;
  }
  if (errors.length > 0) throw validationError(errors.map((e) => e.message).join('; '), errors);
  return written;
}

/**
 * Sets every "references" field of the rows to its ids, in the order they were chosen, and
 * `$labels[field]` to their labels (an array): one query per field for the whole page.
 */
export async function attachManyReferences(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  rows: Row[],
): Promise<Row[]> {
  const refs = manyReferences(entity, bundle);
  if (refs.length === 0 || rows.length === 0) return rows;
  const ownerIds = rows.map((row) => Number(row.id));
  for (const ref of refs) {
    const params: unknown[] = [ownerIds, sellerId];
    const scope = isTenant(ref.target) ? ` and r."seller_id" = $2` : '';
    const sql = `select j."owner_id" as "owner", j."ref_id" as "id", r.${column(ref.labelField)}::text as "label"
      from ${ref.join} j join ${table(ref.target)} r on r."id" = j."ref_id"${scope}
      where j."owner_id" = any($1) and j."seller_id" = $2 order by j."owner_id", j."position", j."ref_id"`;
    const { rows: links } = await db.query<{ owner: number; id: number; label: string | null }>(sql, params);
    const byOwner = new Map<number, { ids: number[]; labels: string[] }>();
    for (const link of links) {
      const entry = byOwner.get(Number(link.owner)) ?? { ids: [], labels: [] };
      entry.ids.push(Number(link.id));
      entry.labels.push(link.label ?? '');
      byOwner.set(Number(link.owner), entry);
    }
    for (const row of rows) {
      const entry = byOwner.get(Number(row.id)) ?? { ids: [], labels: [] };
      row[ref.name] = entry.ids;
      const labels = (row.$labels ?? {}) as Record<string, unknown>;
      labels[ref.name] = entry.labels;
      row.$labels = labels;
    }
  }
  return rows;
}

/**
 * "Includes any of": the owner rows linked to at least one of the ids, checked per owner row
 * through the join table's (owner, ref) key. The owner's own seller scope covers its links.
 */
export function manyReferenceCondition(
  entity: EntityFile,
  name: string,
  value: unknown,
  params: SqlParams,
): string | undefined {
  const raw = Array.isArray(value) ? value : [value];
  const ids = raw.map((item) => (typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item));
  if (ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return undefined;
  const join = ident(joinTableName(entity, name));
  return `exists (select 1 from ${join} j where j."owner_id" = ${table(entity)}."id" and j."ref_id" = any(${params.add(ids)}))`;
}
