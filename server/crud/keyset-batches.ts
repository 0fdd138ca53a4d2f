import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { column, selectList, table } from './entity-columns';
import type { Selection } from './page-query';
import type { Row } from './reference-labels';
import { orderBy, type ResolvedSort } from './sort-sql';

/**
 * "After the last row" in the list's order, including its null placement (nulls last when
 * ascending, first when descending, PostgreSQL's default), with id as the tiebreaker. The sort
 * key travels as PostgreSQL's own text form, so timestamps keep their microseconds.
 */
function afterCondition(sort: ResolvedSort, key: string | null, id: number, add: (v: unknown) => string): string {
  const idOp = sort.descending ? '<' : '>';
  if (sort.field === 'id') return `"id" ${idOp} ${add(id)}`;
  const col = column(sort.field);
  const idAfter = `"id" ${idOp} ${add(id)}`;
  if (key === null)
    return sort.descending
      ? `(${col} is not null or (${col} is null and ${idAfter}))`
      : `(${col} is null and ${idAfter})`;
  const k = add(key);
  const after = `(${col} ${sort.descending ? '<' : '>'} ${k} or (${col} = ${k} and ${idAfter}))`;
  return sort.descending ? after : `(${after} or ${col} is null)`;
}

/**
 * Every selected row, in order, a batch at a time: each batch starts after the previous one's
 * last row instead of at an offset, so the cost per batch stays flat and memory stays constant.
 */
export async function* keysetBatches(
  db: Queryable,
  entity: EntityFile,
  selection: Selection,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  const { where, params, sort } = selection;
  const sortKey = sort.field === 'id' ? '' : `, ${column(sort.field)}::text as "__sortKey"`;
  let last: { key: string | null; id: number } | undefined;
  for (;;) {
    const values = [...params.values];
    const add = (value: unknown) => `$${values.push(value)}`;
    const conditions = [where.replace(/^where /, '')].filter(Boolean);
    if (last) conditions.push(afterCondition(sort, last.key, last.id, add));
    const filter = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const sql = `select ${selectList(entity)}${sortKey} from ${table(entity)} ${filter} ${orderBy(sort)} limit ${add(batchSize)}`;
    const { rows } = await db.query<Row>(sql, values);
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1];
    last = { key: (tail.__sortKey as string | null) ?? null, id: Number(tail.id) };
    for (const row of rows) delete row.__sortKey;
    yield rows;
    if (rows.length < batchSize) return;
  }
}
