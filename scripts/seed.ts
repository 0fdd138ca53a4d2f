import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/open-database';
import { migrate } from '../server/db/migrate';
import { loadBundleFromDisk } from '../server/meta/load-bundle';
import { registerPermissions } from '../server/permissions/register';
import { isDatabaseEmpty, seedDemo } from '../server/seed/seed-demo';

/**
 * `npm run seed [-- --scale N]`: migrates, registers permissions and writes the demo data into
 * the database of DATA_DIR or DATABASE_URL. Refuses a database that already has sellers,
 * because demo rows must not mix with real ones.
 */
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale takes a positive integer');

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
    const summary = await seedDemo(db, bundle, { scale });
    console.log(JSON.stringify({ database: db.kind, scale, rows: summary }, null, 2));
  }
} finally {
  await db.close();
}
