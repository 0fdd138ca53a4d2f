import type { MetaBundle } from '../../../src/meta/bundle';
import type { Queryable } from '../../db/database';
import { columnName, tableName } from '../../db/naming';
import { insertRows } from '../insert-rows';
import { writeLinks } from '../write-links';

/** Rows of one entity as objects; columns follow the fields the bundle still declares. */
export async function writeRows(
  db: Queryable,
  bundle: MetaBundle,
  entityName: string,
  sellerId: number,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const entity = bundle.entities.get(entityName);
  if (!entity || rows.length === 0) return [];
  const names = Object.keys(entity.fields).filter(
    (name) => entity.fields[name].type !== 'references' && rows.some((row) => name in row),
  );
  const encode = (name: string, value: unknown) => {
    const type = entity.fields[name].type;
    if (value === undefined || value === null) return null;
    if (type === 'json' || type === 'image' || type === 'file') return JSON.stringify(value);
    return value;
  };
  const ids = await insertRows(
    db,
    tableName(entity),
    ['seller_id', ...names.map(columnName)],
    rows.map((row) => [sellerId, ...names.map((name) => encode(name, row[name]))]),
  );
  await writeLinks(db, bundle, entity, sellerId, ids, rows);
  return ids;
}
