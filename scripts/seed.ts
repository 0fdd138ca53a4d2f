import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/open-database';
import { migrate } from '../server/db/migrate';
import { loadBundleFromDisk } from '../server/meta/load-bundle';
import { registerPermissions } from '../server/permissions/register';
import { billVolume, isDatabaseEmpty, seedDemo } from '../server/seed/seed-demo';
import { isSeedProfile } from '../server/seed/seed-profile';

/**
 * `npm run seed [-- --scale N] [--profile demo|small] [--bill-days N] [--max-bills N] [--bills-per-gun-per-day N]`:
 * migrates, registers permissions and writes the demo data into the database of DATA_DIR or
 * DATABASE_URL. The `demo` profile (default here) writes 90 days of bills; `small` is what the
 * test suites seed. Refuses a database that already has sellers, because demo rows must not
 * mix with real ones.
 */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
function count(name: string, least: number): number | undefined {
  const value = option(name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < least) throw new Error(`--${name} takes a number of at least ${least}`);
  return parsed;
}

const scale = count('scale', 1) ?? 1;
if (!Number.isInteger(scale)) throw new Error('--scale takes a positive integer');
const profile = option('profile') ?? 'demo';
if (!isSeedProfile(profile)) throw new Error('--profile takes demo or small');
const volume = {
  profile,
  billDays: count('bill-days', 1),
  maxBills: count('max-bills', 0),
  billsPerGunPerDay: count('bills-per-gun-per-day', 0),
};

const config = readConfig();
const bundle = loadBundleFromDisk();
const db = await openDatabase(config);
try {
  await migrate(db, bundle, { force: config.migrateForce });
  await registerPermissions(db, bundle);
  if (!(await isDatabaseEmpty(db))) {
    console.error('The database already holds sellers; seed only an empty database (remove DATA_DIR to start over).');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const summary = await seedDemo(db, bundle, { scale, ...volume });
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    console.log(
      JSON.stringify({ database: db.kind, scale, profile, bills: billVolume(volume), seconds, rows: summary }, null, 2),
    );
  }
} finally {
  await db.close();
}
