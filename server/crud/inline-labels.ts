import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { column, isTenant, table } from './entity-columns';
import { referenceFields, type Row } from './reference-labels';
import { targetSeller } from './target-seller';
import { userLabelColumns } from './user-labels';

const PREFIX = '$label:';

/**
 * Reference labels selected with the rows themselves, one small subquery per reference field,
 * scoped to the row's own seller: a list page then costs one round trip instead of two. The
 * alias is the page's rows with camelCase columns and the row's seller as "__sellerId".
 */
export function labelColumns(entity: EntityFile, bundle: MetaBundle, alias: string): string {
  return (
    userLabelColumns(entity, alias, PREFIX) +
    referenceFields(entity, bundle)
      .map(([name, target, labelField]) => {
        const seller = targetSeller(target, () => `${alias}."__sellerId"`);
        const scope = isTenant(target) && isTenant(entity) ? ` and r."seller_id" = ${seller}` : '';
        const label = `select r.${column(labelField)}::text from ${table(target)} r where r."id" = ${alias}."${name}"${scope}`;
        return `, (${label}) as "${PREFIX}${name}"`;
      })
      .join('')
  );
}

/**
 * Moves the selected labels into `$labels: { field: label }`, as attachLabels gives them. New
 * objects rather than deleted keys: deleting makes V8 keep an object as a slow dictionary,
 * which then costs several times more to serialise.
 */
export function liftLabels(rows: Row[]): Row[] {
  return rows.map((row) => {
    const lifted: Row = {};
    const labels: Record<string, string> = {};
    for (const key in row) {
      if (!key.startsWith(PREFIX)) lifted[key] = row[key];
      else if (row[key] != null) labels[key.slice(PREFIX.length)] = String(row[key]);
    }
    lifted.$labels = labels;
    return lifted;
  });
}
