import { isSecret } from '../../src/meta/capabilities';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { fromDbRow, selectList, table } from './entity-columns';
import { insertRow, updateRow } from './row-store';
import type { Row } from './reference-labels';

/** One seller's settings, as get answers them: every field, secrets as `$secrets` only. */
export type Settings = Row;

/**
 * Serialises the writes of one seller's settings of one entity: two first saves at once must
 * not both insert, whether the table has a unique index or not.
 */
export async function lockSettings(tx: Queryable, entity: EntityFile, sellerId: number): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext($1), $2::int)`, [`settings:${entity.name}`, sellerId]);
}

const defaultsOf = (entity: EntityFile): Row => {
  const row: Row = {};
  for (const [name, field] of Object.entries(entity.fields)) if (!isSecret(field)) row[name] = field.default ?? null;
  return row;
};

const noSecrets = (entity: EntityFile, stored: (name: string) => boolean) => {
  const secrets: Record<string, boolean> = {};
  for (const [name, field] of Object.entries(entity.fields)) if (isSecret(field)) secrets[name] = stored(name);
  return Object.keys(secrets).length ? { $secrets: secrets } : {};
};

/** "single": the seller's one row, or the defaults (id null) before the first save. */
export const singleStore = {
  async read(db: Queryable, entity: EntityFile, sellerId: number): Promise<Settings> {
    const sql = `select ${selectList(entity)} from ${table(entity)} where "seller_id" = $1 order by "id" limit 1`;
    const row = (await db.query<Row>(sql, [sellerId])).rows[0];
    if (row) return fromDbRow(entity, row);
    return { id: null, ...defaultsOf(entity), ...noSecrets(entity, () => false) };
  },

  /** Writes the changes over the stored row (or the defaults), answering the row as read. */
  async write(tx: Queryable, entity: EntityFile, sellerId: number, values: Row, exists: number | null) {
    if (exists === null) await insertRow(tx, entity, sellerId, values);
    else await updateRow(tx, entity, sellerId, exists, values);
    return singleStore.read(tx, entity, sellerId);
  },
};

/** "kv": one row of key and JSON value per seller and declared field. */
export const keyValueStore = {
  async read(db: Queryable, entity: EntityFile, sellerId: number): Promise<Settings> {
    const sql = `select "key", "value" from ${table(entity)} where "seller_id" = $1`;
    const rows = (await db.query<{ key: string; value: string | null }>(sql, [sellerId])).rows;
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const settings: Settings = defaultsOf(entity);
    for (const [name, field] of Object.entries(entity.fields)) {
      const text = stored.get(name);
      // Keys no longer declared are left in the table and not answered.
      if (isSecret(field) || text === undefined || text === null) continue;
      settings[name] = JSON.parse(text) as unknown;
    }
    return { ...settings, ...noSecrets(entity, (name) => Boolean(stored.get(name))) };
  },

  async write(tx: Queryable, entity: EntityFile, sellerId: number, values: Row) {
    for (const [name, value] of Object.entries(values)) {
      if (!entity.fields[name] || value === undefined) continue;
      const text = value === null || value === '' ? null : JSON.stringify(value);
      const updated = await tx.query(
        `update ${table(entity)} set "value" = $3, "updated_at" = now() where "seller_id" = $1 and "key" = $2`,
        [sellerId, name, text],
      );
      if (updated.affectedRows === 0) {
        await tx.query(`insert into ${table(entity)} ("seller_id", "key", "value") values ($1, $2, $3)`, [
          sellerId,
          name,
          text,
        ]);
      }
    }
    return keyValueStore.read(tx, entity, sellerId);
  },
};
