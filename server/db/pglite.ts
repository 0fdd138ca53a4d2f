import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';
import { TYPE_PARSERS } from './type-parsers';
import { WriteSignal } from './write-signal';

type PgliteLike = Pick<PGlite, 'query'>;

const wrap = (pg: PgliteLike): Queryable => ({
  async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    const result = await pg.query<Row>(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  },
});

export interface PgliteOptions {
  /** Data folder; in memory when omitted. */
  dataDir?: string;
  /** A tarball from dumpDataDir to start from (test snapshots). */
  loadDataDir?: Blob;
}

/** The embedded database: PostgreSQL compiled to WebAssembly, persisted in a folder. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database & { pglite: PGlite }> {
  // PGlite creates the data folder itself but not its parents.
  if (options.dataDir) fs.mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: TYPE_PARSERS,
  });
  const base = wrap(pg);
  const writes = new WriteSignal();
  const db: Database & { pglite: PGlite } = {
    kind: 'pglite',
    pglite: pg,
    query: writes.signalling(base.query),
    async transaction(fn) {
      const result = await pg.transaction((tx) => fn(wrap(tx)));
      writes.emit();
      return result;
    },
    onLocalWrite: (listener) => writes.subscribe(listener),
    // Embedded: this process is the database's only client, and PGlite calls a listener while
    // the statement or transaction that committed the notifying write is still returning.
    async follow(channel, handlers) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const unlisten = await pg.listen(channel, () => handlers.notify());
      handlers.ready();
      return unlisten;
    },
    hearsOwnWritesAtOnce: true,
    // In-process (tests, tools): statements run in the order they come.
    get background() {
      return db;
    },
    close: () => pg.close(),
  };
  return db;
}
