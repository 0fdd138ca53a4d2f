import type { MetaBundle } from '../../../src/meta/bundle';
import type { Queryable } from '../../db/database';
import { columnName, tableName } from '../../db/naming';
import { joinTableName } from '../../db/join-tables';
import { insertRows } from '../insert-rows';

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
  // Links of "references" fields given as arrays of ids.
  for (const [field, def] of Object.entries(entity.fields)) {
    if (def.type !== 'references' || !bundle.entities.get(def.ref?.entity ?? '')) continue;
    const links: unknown[][] = [];
    rows.forEach((row, i) =>
      ((row[field] as number[] | undefined) ?? []).forEach((ref, position) =>
        links.push([sellerId, ids[i], ref, position]),
      ),
    );
    if (links.length === 0) continue;
    await db.query(
      `insert into "${joinTableName(entity, field)}" ("seller_id", "owner_id", "ref_id", "position")
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::int[])`,
      [0, 1, 2, 3].map((c) => links.map((link) => link[c])),
    );
  }
  return ids;
}
