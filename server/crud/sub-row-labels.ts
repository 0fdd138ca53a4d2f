import type { MetaBundle } from '../../src/meta/bundle';
import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { loadLabels, type Row } from './reference-labels';

/**
 * Adds `$labels: { cell: label }` to each sub-table row with reference cells (a split
 * configuration's receivers), as rows carry them for their own reference fields, so that a
 * detail shows the receiver's name rather than its id. One query per reference cell column.
 */
export async function attachSubRowLabels(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  rows: Row[],
): Promise<void> {
  const scope = dataScope(entity) === 'crossTenant' ? undefined : sellerId;
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.sub) continue;
    const subRows = rows.flatMap((row) => (Array.isArray(row[name]) ? (row[name] as Row[]) : []));
    for (const [cell, rowField] of Object.entries(field.sub.fields)) {
      const target =
        rowField.type === 'reference' && rowField.ref ? bundle.entities.get(rowField.ref.entity) : undefined;
      if (!target || !rowField.ref) continue;
      const ids = [...new Set(subRows.map((sub) => sub?.[cell]).filter((id) => id !== undefined && id !== null))];
      const labels = await loadLabels(db, target, rowField.ref.labelField, ids.map(Number), scope);
      for (const sub of subRows) {
        if (!sub || typeof sub !== 'object') continue;
        const label = sub[cell] == null ? undefined : labels.get(Number(sub[cell]));
        if (label !== undefined) sub.$labels = { ...(sub.$labels as Record<string, string>), [cell]: label };
      }
    }
  }
}
