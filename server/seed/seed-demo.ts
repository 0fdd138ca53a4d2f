import type { MetaBundle } from '../../src/meta/bundle';
import type { Database, Queryable } from '../db/database';
import { allPermissions } from '../permissions/permission-rows';
import { platformOnlyPermissions } from '../permissions/platform-only';
import { DEMO_SELLERS } from './demo-sellers';
import { createPrng } from './prng';
import { seedSeller } from './seed-accounts';
import { seedDevices } from './seed-devices';
import { seedScopeScreens } from './seed-scope-screens';

export interface SeedOptions {
  /** Multiplies the number of stations (and so piles and guns), for benchmarks. */
  scale?: number;
}

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`select 1 from sellers limit 1`);
  return rows.length === 0;
}

/**
 * Deterministic demo data in one transaction: the demo sellers, their roles and accounts,
 * and their devices. Run after migrate and registerPermissions, on an empty database.
 */
export async function seedDemo(db: Database, bundle: MetaBundle, options: SeedOptions = {}) {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const permissions = await allPermissions(db);
  const platformOnly = platformOnlyPermissions(bundle);
  const forSellers = permissions.filter((row) => !platformOnly.has(row.id));
  return db.transaction(async (tx) => {
    const summary: Record<string, Record<string, number>> = {};
    for (const demo of DEMO_SELLERS) {
      const seller = await seedSeller(tx, demo, demo.isPlatform ? permissions : forSellers);
      // One generator per seller: adding a seller does not change the others' rows.
      const prng = createPrng(Number(demo.sellerNumber));
      summary[demo.sellerNumber] = await seedDevices(tx, bundle, prng, {
        sellerId: seller.id,
        sellerNumber: demo.sellerNumber,
        stations: demo.stations * scale,
      });
    }
    summary.screens = await seedScopeScreens(tx, bundle);
    return summary;
  });
}
