import type { MetaBundle } from '../../src/meta/bundle';
import type { Database } from '../db/database';
import { tableName } from '../db/naming';
import { ident } from '../crud/sql';

/**
 * A fingerprint of everything a write could touch: every entity table's rows (count and a
 * hash of their text) and the audit log's last id. Equal fingerprints before and after a
 * refused write mean nothing was written, not even in part.
 */
export function stateReader(db: Database, bundle: MetaBundle): () => Promise<string> {
  const parts = [...bundle.entities.values()].map((entity) => {
    const table = ident(tableName(entity));
    return `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t.id)), '') from ${table} t)`;
  });
  parts.push(`(select coalesce(max(id), 0)::text from audit_log)`);
  const sql = `select concat_ws(' ', ${parts.join(', ')}) as state`;
  return async () => (await db.query<{ state: string }>(sql)).rows[0].state;
}
