import type { MetaBundle } from '../src/meta/bundle';
import type { Database } from './db/database';
import { migrate, type MigrateOptions } from './db/migrate';
import { registerPermissions } from './permissions/register';
import { isDatabaseEmpty, seedDemo, type SeedOptions } from './seed/seed-demo';

/**
 * What every start does before serving: migrate, register the permissions, and seed the demo
 * data when the database has no seller yet.
 */
export async function prepareDatabase(
  db: Database,
  bundle: MetaBundle,
  options: MigrateOptions & { seed?: boolean } & SeedOptions = {},
) {
  const migration = await migrate(db, bundle, options);
  const permissions = await registerPermissions(db, bundle);
  const seeded =
    options.seed !== false && (await isDatabaseEmpty(db)) ? await seedDemo(db, bundle, options) : undefined;
  return { migration, permissions, seeded };
}
