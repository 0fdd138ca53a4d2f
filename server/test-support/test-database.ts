import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { MetaBundle } from '../../src/meta/bundle';
import type { Database } from '../db/database';
import { openPgliteThread } from '../db/pglite-thread';
import { openPostgres } from '../db/postgres';
import { loadBundleFromDisk } from '../meta/load-bundle';
import { prepareDatabase } from '../start-database';
import type { StatementLimits } from '../db/statement-timeout';

export interface TestDatabase {
  db: Database;
  bundle: MetaBundle;
  /** PGlite only: the database as a data-folder tarball, to open elsewhere. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Migrate, register permissions and seed the demo data (default); false: a blank database. */
  prepared?: boolean;
  /** Statement bounds, as the server's configuration gives them (none by default). */
  limits?: StatementLimits;
  /** PGlite: the database thread stopped for good. */
  onStopped?: (error: Error) => void;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Everything the prepared database depends on: change any of it and the snapshot is rebuilt. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(json|ts)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
        hash.update(file).update(fs.readFileSync(file));
    }
  };
  // The seed runs entity hooks, the ledger, pricing and more: any server code may shape it.
  for (const dir of ['schemas', 'server', 'src/meta']) walk(path.join(ROOT, dir));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite: a fresh in-memory database per call, on a thread of its own as the server runs it.
 * Preparing one (migrate + seed) takes seconds,
 * so the first test file to need it writes a snapshot to the temp folder and the others load
 * that. Writes go through a temporary name and a rename, so parallel test files never read
 * half a snapshot.
 */
async function openPgliteTestDatabase(bundle: MetaBundle, options: TestDatabaseOptions) {
  const bounds = { ...options.limits, onStopped: options.onStopped };
  if (options.prepared === false) return openPgliteThread(bounds);
  const file = path.join(os.tmpdir(), 'charge-ops-test-snapshots', `${snapshotKey()}.tgz`);
  if (fs.existsSync(file)) return openPgliteThread({ loadDataDir: new Blob([fs.readFileSync(file)]), ...bounds });
  const db = await openPgliteThread();
  await prepareDatabase(db, bundle);
  const dump = await db.dumpDataDir();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  removeStaleSnapshots(file);
  if (!options.limits && !options.onStopped) return db;
  // The database that built the snapshot has no bounds: the caller gets one that has.
  await db.close();
  return openPgliteThread({ loadDataDir: dump, ...bounds });
}

/** Snapshots of older code are useless; keep the folder from growing run after run. */
function removeStaleSnapshots(current: string) {
  const dir = path.dirname(current);
  const hourAgo = Date.now() - 3_600_000;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (file !== current && fs.statSync(file).mtimeMs < hourAgo) fs.rmSync(file, { force: true });
  }
}

const TEST_SCHEMA = /^test_(\d+)_[0-9a-f]{8}$/;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the schemas of test processes that ended without dropping theirs (a run stopped half
 * way): the server keeps them across runs, and nothing should ever find another run's tables.
 */
async function dropOrphanSchemas(admin: pg.Client) {
  const { rows } = await admin.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname like 'test\\_%'`,
  );
  for (const { name } of rows) {
    const pid = Number(TEST_SCHEMA.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    // Another test process may be dropping it at the same moment.
    await admin.query(`drop schema if exists ${name} cascade`).catch(() => undefined);
  }
}

/** PostgreSQL (DATABASE_URL set): a fresh schema per call, dropped on close. */
async function openPostgresTestDatabase(url: string, bundle: MetaBundle, prepared: boolean, limits?: StatementLimits) {
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropOrphanSchemas(admin);
  await admin.query(`create schema ${schema}`);
  const db = await openPostgres({ connectionString: url, schema, max: 4, ...limits });
  if (prepared) await prepareDatabase(db.background, bundle);
  const close = async () => {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  return { db, close };
}

/** A database of its own for one test file: PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const bundle = loadBundleFromDisk(ROOT);
  const prepared = options.prepared !== false;
  const url = process.env.DATABASE_URL;
  if (url) {
    const { db, close } = await openPostgresTestDatabase(url, bundle, prepared, options.limits);
    return { db, bundle, close };
  }
  const db = await openPgliteTestDatabase(bundle, options);
  return { db, bundle, dump: () => db.dumpDataDir(), close: () => db.close() };
}
