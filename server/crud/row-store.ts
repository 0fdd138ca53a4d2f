import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { column, isTenant, selectList, table } from './entity-columns';
import type { Row } from './reference-labels';
import { ident } from './sql';
import { columnName } from '../db/naming';

/** Reads, inserts and updates single rows of one entity, always within one seller. */
export async function findRows(db: Queryable, entity: EntityFile, sellerId: number, ids: number[], lock = false) {
  const params: unknown[] = [ids];
  let sql = `select ${selectList(entity)} from ${table(entity)} where "id" = any($1)`;
  if (isTenant(entity)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
  if (lock) sql += ' for update';
  return (await db.query<Row>(sql, params)).rows;
}

export async function findRow(db: Queryable, entity: EntityFile, sellerId: number, id: number, lock = false) {
  return (await findRows(db, entity, sellerId, [id], lock))[0];
}

export async function insertRow(tx: Queryable, entity: EntityFile, sellerId: number, values: Record<string, unknown>) {
  const names = Object.keys(values);
  const columns = names.map((name) => ident(columnName(name)));
  const params = names.map((name) => values[name]);
  if (isTenant(entity)) {
    columns.push('"seller_id"');
    params.push(sellerId);
  }
  const placeholders = params.map((_, i) => `$${i + 1}`);
  const sql = `insert into ${table(entity)} (${columns.join(', ')}) values (${placeholders.join(', ')})
    returning ${selectList(entity)}`;
  return (await tx.query<Row>(sql, params)).rows[0];
}

export async function updateRow(
  tx: Queryable,
  entity: EntityFile,
  sellerId: number,
  id: number,
  values: Record<string, unknown>,
) {
  const params: unknown[] = [id];
  const sets = Object.entries(values).map(([name, value]) => `${column(name)} = $${params.push(value)}`);
  sets.push('"updated_at" = now()');
  let sql = `update ${table(entity)} set ${sets.join(', ')} where "id" = $1`;
  if (isTenant(entity)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
  return (await tx.query<Row>(`${sql} returning ${selectList(entity)}`, params)).rows[0];
}

export async function deleteRows(tx: Queryable, entity: EntityFile, sellerId: number, ids: number[]) {
  const params: unknown[] = [ids];
  let sql = `delete from ${table(entity)} where "id" = any($1)`;
  if (isTenant(entity)) sql += ` and "seller_id" = $${params.push(sellerId)}`;
  return (await tx.query<Row>(`${sql} returning ${selectList(entity)}`, params)).rows;
}
