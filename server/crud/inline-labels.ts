import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { column, isTenant, table } from './entity-columns';
import { referenceFields, type Row } from './reference-labels';

const PREFIX = '$label:';

/**
 * Reference labels selected with the rows themselves, one small subquery per reference field,
 * scoped to the row's own seller: a list page then costs one round trip instead of two. The
 * alias is the page's rows with camelCase columns and the row's seller as "__sellerId".
 */
export function labelColumns(entity: EntityFile, bundle: MetaBundle, alias: string): string {
  return referenceFields(entity, bundle)
    .map(([name, target, labelField]) => {
      const scope = isTenant(target) && isTenant(entity) ? ` and r."seller_id" = ${alias}."__sellerId"` : '';
      const label = `select r.${column(labelField)}::text from ${table(target)} r where r."id" = ${alias}."${name}"${scope}`;
      return `, (${label}) as "${PREFIX}${name}"`;
    })
    .join('');
}

/** Moves the selected labels into `$labels: { field: label }`, as attachLabels gives them. */
export function liftLabels(rows: Row[]): Row[] {
  for (const row of rows) {
    const labels: Record<string, string> = {};
    for (const key of Object.keys(row)) {
      if (!key.startsWith(PREFIX)) continue;
      if (row[key] != null) labels[key.slice(PREFIX.length)] = String(row[key]);
      delete row[key];
    }
    row.$labels = labels;
  }
  return rows;
}
