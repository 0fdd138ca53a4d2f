import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../db/pglite';
import { openTestDatabase } from '../test-support/test-database';

/** A database of its own on the PostgreSQL server of `url`, and how to drop it at the end. */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A PGlite data folder holding the prepared demo database (the test suites' shared snapshot),
 * so that a server's first start need not seed it: the subject of a crash test is the restart.
 */
export async function seededDataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-safety-'));
  const prepared = await openTestDatabase();
  if (!prepared.dump) throw new Error('the seeded data folder is made from the PGlite snapshot');
  const dump = await prepared.dump();
  await prepared.close();
  const onDisk = await openPglite({ dataDir: dir, loadDataDir: dump });
  await onDisk.close();
  return dir;
}
