import type { MetaBundle } from '../../src/meta/bundle';
import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { column, isTenant, table } from './entity-columns';
import { targetSeller } from './target-seller';
import { attachUserLabels } from './user-labels';

export type Row = Record<string, unknown>;

/** The reference fields of an entity whose target entity the bundle knows. */
export function referenceFields(entity: EntityFile, bundle: MetaBundle): [string, EntityFile, string][] {
  const found: [string, EntityFile, string][] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    const target = field.type === 'reference' && field.ref ? bundle.entities.get(field.ref.entity) : undefined;
    if (target && field.ref) found.push([name, target, field.ref.labelField]);
  }
  return found;
}

/**
 * Labels of the rows some ids point to, scoped to the seller so that a foreign id names
 * nothing; unscoped (sellerId undefined) for rows of every seller, whose references the
 * foreign keys keep within their own seller. Keyed by id.
 */
export async function loadLabels(
  db: Queryable,
  target: EntityFile,
  labelField: string,
  ids: unknown[],
  sellerId: number | undefined,
): Promise<Map<number, string>> {
  const labels = new Map<number, string>();
  if (ids.length === 0) return labels;
  const params: unknown[] = [ids];
  let sql = `select "id", ${column(labelField)}::text as "label" from ${table(target)} where "id" = any($1)`;
  if (isTenant(target) && sellerId !== undefined)
    sql += ` and "seller_id" = ${targetSeller(target, () => `$${params.push(sellerId)}`)}`;
  const { rows } = await db.query<{ id: number; label: string | null }>(sql, params);
  for (const row of rows) labels.set(Number(row.id), row.label ?? '');
  return labels;
}

/** Adds `$labels: { field: label }` to every row: one query per referenced entity. */
export async function attachLabels(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  rows: Row[],
) {
  const fields = referenceFields(entity, bundle);
  for (const row of rows) row.$labels = {};
  await attachUserLabels(db, entity, sellerId, rows);
  if (fields.length === 0 || rows.length === 0) return rows;
  const byTarget = new Map<string, { target: EntityFile; labelField: string; fields: string[] }>();
  for (const [name, target, labelField] of fields) {
    const key = `${target.name}.${labelField}`;
    const group = byTarget.get(key) ?? { target, labelField, fields: [] };
    group.fields.push(name);
    byTarget.set(key, group);
  }
  await Promise.all(
    [...byTarget.values()].map(async ({ target, labelField, fields: names }) => {
      const ids = new Set<number>();
      for (const row of rows) for (const name of names) if (row[name] != null) ids.add(Number(row[name]));
      const scope = dataScope(entity) === 'crossTenant' ? undefined : sellerId;
      const labels = await loadLabels(db, target, labelField, [...ids], scope);
      for (const row of rows) {
        for (const name of names) {
          const label = row[name] == null ? undefined : labels.get(Number(row[name]));
          if (label !== undefined) (row.$labels as Record<string, string>)[name] = label;
        }
      }
    }),
  );
  return rows;
}
