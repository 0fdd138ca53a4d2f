import type { MetaBundle } from '../../src/meta/bundle';
import type { Database } from '../db/database';
import { tableName } from '../db/naming';
import { ident } from '../crud/sql';

/** What a write could have touched: each entity table's row count and rows' hash, the audit log. */
export interface WriteState {
  /** Equal fingerprints: no row of any entity table and no audit entry changed. */
  fingerprint: string;
  /** Rows per entity name. */
  counts: Record<string, number>;
}

/**
 * Reads the state every refused write must leave as it was, in one statement: a refusal that
 * wrote anything, even in part, changes a row count, a table's version or the audit log's last
 * id. Every entity table bumps its version in `table_versions` with each write statement (a
 * trigger, transactional: a rolled-back write leaves it as it was), so the check costs a count
 * per table instead of hashing every row after every case.
 */
export function stateReader(db: Database, bundle: MetaBundle): () => Promise<WriteState> {
  const entities = [...bundle.entities.values()];
  const columns = entities.map((entity, i) => `(select count(*)::int from ${ident(tableName(entity))}) as "n${i}"`);
  const sql = `select ${columns.join(', ')},
      (select coalesce(string_agg(table_name || ':' || version, ' ' order by table_name), '') from table_versions) as versions,
      (select coalesce(max(id), 0)::text from audit_log) as audit`;
  return async () => {
    const row = (await db.query<Record<string, string | number>>(sql)).rows[0];
    const counts = Object.fromEntries(entities.map((entity, i) => [entity.name, Number(row[`n${i}`])]));
    const fingerprint =
      entities.map((_, i) => row[`n${i}`]).join(' ') + ` versions:${String(row.versions)} audit:${row.audit}`;
    return { fingerprint, counts };
  };
}
