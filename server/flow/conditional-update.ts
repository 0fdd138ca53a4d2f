import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { column, isTenant, selectList, table } from '../crud/entity-columns';
import type { Row } from '../crud/reference-labels';

/**
 * Updates a row only while its status is still one of `from`, in the one statement: of two
 * concurrent actions on one row only the first finds it so; the other gets no row back.
 */
export async function updateWhileStatus(
  tx: Queryable,
  entity: EntityFile,
  sellerId: number,
  id: number,
  statusField: string,
  from: (string | number)[],
  values: Record<string, unknown>,
): Promise<Row | undefined> {
  const params: unknown[] = [id, from.map(String)];
  const sets = Object.entries(values).map(([name, value]) => `${column(name)} = $${params.push(value)}`);
  sets.push('"updated_at" = now()');
  let sql = `update ${table(entity)} set ${sets.join(', ')} where "id" = $1 and ${column(statusField)}::text = any($2::text[])`;
  if (isTenant(entity)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
  return (await tx.query<Row>(`${sql} returning ${selectList(entity)}`, params)).rows[0];
}
