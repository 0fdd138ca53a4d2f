import type { FieldError } from '../../src/meta/api-codes';
import type { MetaBundle } from '../../src/meta/bundle';
import { t, type EntityFile, type Locale } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { isTenant, table } from './entity-columns';
import { message } from '../messages';
import { targetSeller } from './target-seller';

/**
 * Reference cells of sub-table rows (a split configuration's receivers) must name rows of the
 * caller's own seller, like reference fields: the rows live in the parent's jsonb column, so no
 * foreign key guards them, and a foreign id would otherwise be stored and shown as someone
 * else's row. Each bad cell is named by its row (from 1) and column.
 */
export async function subRowReferenceErrors(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    const rows = values[name];
    if (!field.sub || !Array.isArray(rows)) continue;
    for (const [cell, rowField] of Object.entries(field.sub.fields)) {
      const target =
        rowField.type === 'reference' && rowField.ref ? bundle.entities.get(rowField.ref.entity) : undefined;
      if (!target) continue;
      const wanted = rows.map((row) => (row as Record<string, unknown> | null)?.[cell]);
      const ids = [...new Set(wanted.filter((id) => id !== undefined && id !== null && id !== '').map(Number))];
      if (ids.length === 0) continue;
      const params: unknown[] = [ids.filter(Number.isSafeInteger)];
      let sql = `select "id" from ${table(target)} where "id" = any($1)`;
      if (isTenant(target)) sql += ` and "seller_id" = ${targetSeller(target, () => `$${params.push(sellerId)}`)}`;
      const found = new Set((await db.query<{ id: number }>(sql, params)).rows.map((row) => Number(row.id)));
      wanted.forEach((id, index) => {
        if (id === undefined || id === null || id === '' || found.has(Number(id))) return;
        const text = message(locale, 'noSuchReference', t(rowField.title, locale));
        const where = locale === 'en-US' ? `Row ${index + 1}, ` : `第${index + 1}行`;
        errors.push({
          field: name,
          message: `${t(field.title, locale)}${locale === 'en-US' ? ': ' : '：'}${where}${text}`,
        });
      });
    }
  }
  return errors;
}
