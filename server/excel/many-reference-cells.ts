import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { column, isTenant, table } from '../crud/entity-columns';
import { manyReferences } from '../crud/many-references';
import { message } from '../messages';
import type { SheetRow } from './read-import-sheet';

/** A "references" cell lists labels separated by 、 , ， ; or ；: what export writes, and what a person types. */
export const splitLabels = (cell: string) =>
  cell
    .split(/[、,，;；]/)
    .map((label) => label.trim())
    .filter(Boolean);

/** The labels of a "references" value, as the sheet shows them. */
export const joinLabels = (labels: unknown, locale: Locale) =>
  Array.isArray(labels) ? labels.join(locale === 'zh-CN' ? '、' : ', ') : null;

/**
 * "references" cells: each label → the id of the caller's own row with that label. A label
 * that names none of them fails its row (and so the whole import).
 */
export async function resolveManyReferenceLabels(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  rows: SheetRow[],
  locale: Locale,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const ref of manyReferences(entity, bundle)) {
    const cells = new Map<SheetRow, string[]>();
    for (const row of rows) {
      const cell = row.referenceLabels[ref.name];
      if (cell !== undefined) cells.set(row, splitLabels(cell));
    }
    const labels = [...new Set([...cells.values()].flat())];
    if (labels.length === 0) continue;
    const params: unknown[] = [labels];
    let sql = `select min("id") as "id", ${column(ref.labelField)}::text as "label" from ${table(ref.target)}
      where ${column(ref.labelField)}::text = any($1)`;
    if (isTenant(ref.target)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
    const { rows: found } = await db.query<{ id: number; label: string }>(`${sql} group by 2`, params);
    const ids = new Map(found.map((f) => [f.label, Number(f.id)]));
    for (const [row, names] of cells) {
      const missing = names.filter((label) => !ids.has(label));
      if (missing.length > 0) {
        const title = t(entity.fields[ref.name].title, locale);
        errors.push({ row: row.row, field: ref.name, message: message(locale, 'badCell', title, missing.join('、')) });
      } else row.values[ref.name] = [...new Set(names.map((label) => ids.get(label)!))];
    }
  }
  return errors;
}
