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
  /**
   * PostgreSQL only: the connection string of this file's own database (its search_path is
   * the current_schema()), for a second client such as another server or psql.
   */
  postgresUrl?: string;
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
export function snapshotKey(): string {
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
  const db = await preparedWithLeanWal(bundle);
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

/**
 * A new prepared database whose snapshot holds two WAL segments instead of five: every test file
 * unpacks the snapshot (164 MB, half of it WAL, before this), and unpacking is most of the time
 * a file waits for its database. PostgreSQL keeps `min_wal_size` of segments for reuse and reads
 * that setting at start, so the database is prepared, dumped with the smaller setting and
 * reopened, and its old segments are then retired by switching and checkpointing.
 */
async function preparedWithLeanWal(bundle: MetaBundle) {
  const db = await openPgliteThread();
  await prepareDatabase(db, bundle);
  await db.query(`alter system set min_wal_size = '32MB'`);
  await db.query(`alter system set max_wal_size = '32MB'`);
  const prepared = await db.dumpDataDir();
  await db.close();
  const lean = await openPgliteThread({ loadDataDir: prepared });
  for (let round = 0; round < 3; round++) {
    await lean.query('select pg_switch_wal()');
    await lean.query('checkpoint');
  }
  // Tests that write a lot checkpoint no more often than PostgreSQL's default asks.
  await lean.query('alter system reset max_wal_size');
  return lean;
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
/** A test file's database, cloned from the template: test_<pid>_<hex>, like the blank schemas. */
const TEST_DATABASE = TEST_SCHEMA;
/** The schema the template database is prepared in, and so every clone of it. */
const TEMPLATE_SCHEMA = 'prepared';
const TEMPLATE_PREFIX = 'test_template_';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the schemas and databases of test processes that ended without dropping theirs (a run
 * stopped half way): the server keeps them across runs, and nothing should ever find another
 * run's tables.
 */
async function dropOrphans(admin: pg.Client) {
  const { rows } = await admin.query<{ name: string; database: boolean }>(
    `select nspname as name, false as database from pg_namespace where nspname like 'test\\_%'
     union all select datname, true from pg_database where datname like 'test\\_%' and not datistemplate`,
  );
  for (const { name, database } of rows) {
    const pid = Number((database ? TEST_DATABASE : TEST_SCHEMA).exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    // Another test process may be dropping it at the same moment.
    const drop = database ? `drop database if exists ${name} with (force)` : `drop schema if exists ${name} cascade`;
    await admin.query(drop).catch(() => undefined);
  }
}

const withDatabase = (url: string, name: string) => {
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
};

/**
 * The migrated and seeded template database of this code (named by the same key as the PGlite
 * snapshot), prepared once: by the run's global setup (postgres-template-setup.ts), or by the
 * first test file that needs it, the others waiting on an advisory lock. It is built under a
 * temporary name and renamed when complete, so that nobody clones half of one; templates of
 * older code, unused for an hour, are dropped.
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${snapshotKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query(`select 1 from pg_database where datname = $1`, [name])).rows.length > 0;
    if (await exists()) return name;
    await admin.query(`select pg_advisory_lock(hashtext($1))`, [TEMPLATE_PREFIX]);
    try {
      if (await exists()) return name;
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const setup = new pg.Client({ connectionString: withDatabase(url, building) });
      await setup.connect();
      await setup.query(`create schema ${TEMPLATE_SCHEMA}`);
      await setup.end();
      const db = await openPostgres({ connectionString: withDatabase(url, building), schema: TEMPLATE_SCHEMA, max: 4 });
      await prepareDatabase(db, loadBundleFromDisk(ROOT));
      await db.close();
      // A template is cloned only while nobody is connected to it.
      await admin.query(`alter database ${building} rename to ${name}`);
      await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
      await dropStaleTemplates(admin, name);
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext($1))`, [TEMPLATE_PREFIX]);
    }
    return name;
  } finally {
    await admin.end();
  }
}

async function dropStaleTemplates(admin: pg.Client, current: string) {
  const { rows } = await admin.query<{ name: string; made: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as made from pg_database
      where datname like '${TEMPLATE_PREFIX}%' and datname <> $1`,
    [current],
  );
  const hourAgo = Date.now() - 3_600_000;
  for (const { name, made } of rows) {
    const time = made ? Date.parse(made) : NaN;
    if (Number.isNaN(time) || time < hourAgo)
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

/**
 * Runs a statement that needs a database nobody is connected to (cloning the template, dropping
 * a test's database), retried while the last connections are still closing: a pool's end()
 * resolves before its backends have exited.
 */
async function whenUnused(admin: pg.Client, sql: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/**
 * Drops a test's database once its connections have ended. Not `with (force)` at once: that
 * terminates a closing pool's backends, whose FATAL then reaches a client that no longer
 * listens for errors and fails the run; force is left for a connection a test never closed.
 */
async function dropTestDatabase(admin: pg.Client, name: string) {
  try {
    await whenUnused(admin, `drop database if exists ${name}`);
  } catch {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
}

/**
 * PostgreSQL (DATABASE_URL set): a prepared database is a clone of the template (a file copy,
 * far faster than migrating and seeding); a blank one is a fresh schema. Dropped on close.
 */
async function openPostgresTestDatabase(url: string, prepared: boolean, limits?: StatementLimits) {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropOrphans(admin);
  if (prepared) {
    const template = await ensurePostgresTemplate(url);
    await whenUnused(admin, `create database ${name} template ${template}`);
    const own = withDatabase(url, name);
    const db = await openPostgres({ connectionString: own, schema: TEMPLATE_SCHEMA, max: 4, ...limits });
    const close = async () => {
      await db.close();
      await dropTestDatabase(admin, name);
      await admin.end();
    };
    return { db, close, postgresUrl: own };
  }
  await admin.query(`create schema ${name}`);
  const db = await openPostgres({ connectionString: url, schema: name, max: 4, ...limits });
  const close = async () => {
    await db.close();
    await admin.query(`drop schema ${name} cascade`);
    await admin.end();
  };
  return { db, close, postgresUrl: url };
}

/** A database of its own for one test file: PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const bundle = loadBundleFromDisk(ROOT);
  const prepared = options.prepared !== false;
  const url = process.env.DATABASE_URL;
  if (url) {
    const { db, close, postgresUrl } = await openPostgresTestDatabase(url, prepared, options.limits);
    return { db, bundle, close, postgresUrl };
  }
  const db = await openPgliteTestDatabase(bundle, options);
  return { db, bundle, dump: () => db.dumpDataDir(), close: () => db.close() };
}
