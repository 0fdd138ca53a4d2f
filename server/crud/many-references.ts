import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { isManyReference } from '../../src/meta/capabilities';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { joinColumns } from '../db/join-tables';
import { validationError } from './crud-error';
import { column, isTenant, table } from './entity-columns';
import { message } from '../messages';
import type { Row } from './reference-labels';
import { ident, type SqlParams } from './sql';

/**
 * A "references" field with what its SQL needs: its join table (quoted), the quoted columns of
 * the owner and target ids, and the target entity. A generated table also has seller_id and
 * position; a declared one (`ref.join`) has neither.
 */
export interface ManyReference {
  name: string;
  join: string;
  ownerColumn: string;
  targetColumn: string;
  generated: boolean;
  /** A declared join whose links go with a deleted target row instead of keeping it (`unlinkOnDelete`). */
  unlinkOnDelete: boolean;
  owner: EntityFile;
  target: EntityFile;
  labelField: string;
}

export function manyReferences(entity: EntityFile, bundle: MetaBundle): ManyReference[] {
  const found: ManyReference[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    const target = isManyReference(field) && field.ref ? bundle.entities.get(field.ref.entity) : undefined;
    if (!target || !field.ref) continue;
    const join = joinColumns(entity, name, field);
    found.push({
      name,
      join: ident(join.table),
      ownerColumn: ident(join.owner),
      targetColumn: ident(join.target),
      generated: join.generated,
      unlinkOnDelete: field.ref.join?.unlinkOnDelete === true,
      owner: entity,
      target,
      labelField: field.ref.labelField,
    });
  }
  return found;
}

/**
 * The owners linked to any of the ids, within one seller: a generated table carries the seller;
 * a declared one is scoped through its owner rows. `$1` is the seller, `$2` the target ids.
 */
export function linkedOwnersSql(ref: ManyReference): string {
  if (ref.generated)
    return `select j.${ref.ownerColumn} as "owner" from ${ref.join} j where j."seller_id" = $1 and j.${ref.targetColumn} = any($2)`;
  const scope = isTenant(ref.owner) ? ` and o."seller_id" = $1` : ` and $1::bigint is not null`;
  return `select j.${ref.ownerColumn} as "owner" from ${ref.join} j join ${table(ref.owner)} o on o."id" = j.${ref.ownerColumn}${scope}
    where j.${ref.targetColumn} = any($2)`;
}

/**
 * Drops the links that point at rows about to be deleted, for every declared join that lets its
 * targets go (`unlinkOnDelete`: a deleted role leaves its users), within the seller.
 */
export async function unlinkDeletedTargets(
  tx: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  ids: number[],
): Promise<void> {
  for (const other of bundle.entities.values()) {
    for (const link of manyReferences(other, bundle)) {
      if (link.target.name !== entity.name || !link.unlinkOnDelete) continue;
      await tx.query(
        `delete from ${link.join} where ${link.targetColumn} = any($2)
           and ${link.ownerColumn} in (select l."owner" from (${linkedOwnersSql(link)}) l)`,
        [sellerId, ids],
      );
    }
  }
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
    await tx.query(`delete from ${ref.join} where ${ref.ownerColumn} = $1`, [ownerId]);
    if (ids.length > 0 && ref.generated) {
      await tx.query(
        `insert into ${ref.join} ("seller_id", "owner_id", "ref_id", "position")
         select $1, $2, ref, ord - 1 from unnest($3::bigint[]) with ordinality as u(ref, ord)`,
        [sellerId, ownerId, ids],
      );
    } else if (ids.length > 0) {
      await tx.query(
        `insert into ${ref.join} (${ref.ownerColumn}, ${ref.targetColumn}) select $1, ref from unnest($2::bigint[]) as u(ref)`,
        [ownerId, ids],
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
    const params: unknown[] = [ownerIds];
    const seller = () => (params.length > 1 ? '$2' : `$${params.push(sellerId)}`);
    const owner = `j.${ref.ownerColumn}`;
    const target = `j.${ref.targetColumn}`;
    let sql = `select ${owner} as "owner", ${target} as "id", r.${column(ref.labelField)}::text as "label"
      from ${ref.join} j join ${table(ref.target)} r on r."id" = ${target}`;
    if (isTenant(ref.target)) sql += ` and r."seller_id" = ${seller()}`;
    // A declared table has no seller column: its links count through the owner row's seller.
    if (!ref.generated && isTenant(ref.owner))
      sql += ` join ${table(ref.owner)} o on o."id" = ${owner} and o."seller_id" = ${seller()}`;
    sql += ` where ${owner} = any($1)`;
    sql += ref.generated
      ? ` and j."seller_id" = ${seller()} order by ${owner}, j."position", ${target}`
      : ` order by ${owner}, ${target}`;
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
  const join = joinColumns(entity, name);
  const owner = `j.${ident(join.owner)}`;
  const target = `j.${ident(join.target)}`;
  return `exists (select 1 from ${ident(join.table)} j where ${owner} = ${table(entity)}."id" and ${target} = any(${params.add(ids)}))`;
}
