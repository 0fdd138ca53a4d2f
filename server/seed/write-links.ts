import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { joinColumns } from '../db/join-tables';

/**
 * The join-table links of an entity's "references" fields for rows just written: `rows[i]`
 * holds, under each such field, the ids row `ids[i]` lists, in their order.
 */
export async function writeLinks(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  sellerId: number,
  ids: number[],
  rows: Record<string, unknown>[],
): Promise<void> {
  for (const [field, def] of Object.entries(entity.fields)) {
    if (def.type !== 'references' || !bundle.entities.get(def.ref?.entity ?? '')) continue;
    const links: unknown[][] = [];
    rows.forEach((row, i) =>
      ((row[field] as number[] | undefined) ?? []).forEach((ref, position) =>
        links.push([sellerId, ids[i], ref, position]),
      ),
    );
    if (links.length === 0) continue;
    const join = joinColumns(entity, field, def);
    // A declared table (user_roles) has only the owner and target columns.
    if (!join.generated) {
      await db.query(
        `insert into "${join.table}" ("${join.owner}", "${join.target}") select * from unnest($1::bigint[], $2::bigint[])`,
        [1, 2].map((c) => links.map((link) => link[c])),
      );
      continue;
    }
    await db.query(
      `insert into "${join.table}" ("seller_id", "owner_id", "ref_id", "position")
       select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::int[])`,
      [0, 1, 2, 3].map((c) => links.map((link) => link[c])),
    );
  }
}
