import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { columnName } from '../db/naming';
import { column, isTenant, table } from '../crud/entity-columns';
import { targetSeller } from '../crud/target-seller';
import { validatePayload } from '../crud/entity-validator';
import { message } from '../messages';
import { withDefaults } from '../crud/payload';
import { referenceFields } from '../crud/reference-labels';
import { resolveManyReferenceLabels } from './many-reference-cells';
import type { SheetRow } from './read-import-sheet';

/** Reference labels → ids among the caller's own rows of the referenced entity. */
async function resolveReferences(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  rows: SheetRow[],
  locale: Locale,
) {
  const errors: FieldError[] = [];
  for (const [name, target, labelField] of referenceFields(entity, bundle)) {
    const labels = [...new Set(rows.map((row) => row.referenceLabels[name]).filter((l) => l !== undefined))];
    if (labels.length === 0) continue;
    const params: unknown[] = [labels];
    let sql = `select min("id") as "id", ${column(labelField)}::text as "label" from ${table(target)}
      where ${column(labelField)}::text = any($1)`;
    if (isTenant(target)) sql += ` and "seller_id" = ${targetSeller(target, () => `$${params.push(sellerId)}`)}`;
    const { rows: found } = await db.query<{ id: number; label: string }>(`${sql} group by 2`, params);
    const ids = new Map(found.map((f) => [f.label, Number(f.id)]));
    for (const row of rows) {
      const label = row.referenceLabels[name];
      if (label === undefined) continue;
      const id = ids.get(label);
      if (id === undefined)
        errors.push({
          row: row.row,
          field: name,
          message: message(locale, 'badCell', t(entity.fields[name].title, locale), label),
        });
      else row.values[name] = id;
    }
  }
  return errors;
}

/** Unique fields: no two rows of the file, and no row of the seller, may share a value. */
async function checkUniqueRows(db: Queryable, entity: EntityFile, sellerId: number, rows: SheetRow[], locale: Locale) {
  const errors: FieldError[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.unique) continue;
    const title = t(field.title, locale);
    // The value with its scope's values (a gun number within its pile): what must not repeat.
    const within = field.uniqueWithin ?? [];
    const keyOf = (values: Record<string, unknown>) =>
      JSON.stringify([...within.map((other) => String(values[other] ?? '')), String(values[name])]);
    const seen = new Map<string, number>();
    for (const row of rows) {
      const value = row.values[name];
      if (value === undefined || value === null || value === '') continue;
      const key = keyOf(row.values);
      if (seen.has(key))
        errors.push({ row: row.row, field: name, message: message(locale, 'duplicateInFile', title, String(value)) });
      else seen.set(key, row.row);
    }
    if (seen.size === 0) continue;
    const wanted = [...new Set(rows.map((row) => row.values[name]).filter((v) => v != null && v !== ''))].map(String);
    const params: unknown[] = [wanted];
    const scope = within.map((other) => `, ${column(other)}::text as ${column(other)}`).join('');
    let sql = `select ${column(name)}::text as "value"${scope} from ${table(entity)} where ${column(name)}::text = any($1)`;
    if (isTenant(entity)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
    for (const stored of (await db.query<Record<string, string | null>>(sql, params)).rows) {
      const values: Record<string, unknown> = { [name]: stored.value };
      for (const other of within) values[other] = stored[columnName(other)];
      const row = seen.get(keyOf(values));
      if (row !== undefined)
        errors.push({ row, field: name, message: message(locale, 'duplicate', title, String(stored.value)) });
    }
  }
  return errors;
}

/**
 * Every row against the schema's rules, references and unique values. The rows come back
 * with defaults filled in and reference ids resolved; any error means nothing is written.
 */
export async function checkImportRows(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  rows: SheetRow[],
  locale: Locale,
): Promise<FieldError[]> {
  const errors = [
    ...(await resolveReferences(db, bundle, entity, sellerId, rows, locale)),
    ...(await resolveManyReferenceLabels(db, bundle, entity, sellerId, rows, locale)),
  ];
  // A reference whose label was not found is already reported; a set keeps large files linear.
  const unresolved = new Set(errors.map((e) => `${e.row}:${e.field}`));
  for (const row of rows) {
    row.values = withDefaults(entity, row.values);
    const failures = validatePayload(bundle, entity, 'create', row.values, locale);
    for (const failure of failures) {
      if (unresolved.has(`${row.row}:${failure.field}`)) continue;
      errors.push({ ...failure, row: row.row });
    }
  }
  errors.push(...(await checkUniqueRows(db, entity, sellerId, rows, locale)));
  return errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}
