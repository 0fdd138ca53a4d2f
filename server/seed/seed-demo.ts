import type { MetaBundle } from '../../src/meta/bundle';
import type { Database, Queryable } from '../db/database';
import { allPermissions } from '../permissions/permission-rows';
import { platformOnlyPermissions } from '../permissions/platform-only';
import { AREA_SEEDS } from './areas';
import { DEMO_SELLERS } from './demo-sellers';
import { createPrng, type Prng } from './prng';
import { seedSeller } from './seed-accounts';
import { seedAreasAndCostModels } from './seed-areas-and-cost-models';
import { seedDevices, type DeviceSeedInput } from './seed-devices';
import { seedRefunds } from './seed-refunds';
import { seedRemaining } from './seed-remaining';
import { seedSettings } from './seed-settings';
import { seedScopeScreens } from './seed-scope-screens';
import { SEED_PROFILES, type BillVolume, type SeedProfile } from './seed-profile';

export interface SeedOptions {
  /** Multiplies the number of stations (and so piles and guns), for benchmarks. */
  scale?: number;
  /** Give screens without a seed of their own a page of rows (default true; tests of one table turn it off). */
  fillEmptyScreens?: boolean;
  /** The bill volume preset (default `small`, what the test suites seed); the three below override it. */
  profile?: SeedProfile;
  /** Days of charging bills back from now. */
  billDays?: number;
  /** At most this many charging bills a seller. */
  maxBills?: number;
  /** Sessions a gun takes a day, on average. */
  billsPerGunPerDay?: number;
}

/** The bill volume the options ask for: the profile's, with any option given in its place. */
export function billVolume(options: SeedOptions): BillVolume {
  const preset = SEED_PROFILES[options.profile ?? 'small'];
  return {
    days: Math.max(1, Math.floor(options.billDays ?? preset.days)),
    max: Math.max(0, Math.floor(options.maxBills ?? preset.max)),
    perGunPerDay: Math.max(0, options.billsPerGunPerDay ?? preset.perGunPerDay),
    driversTopUp: preset.driversTopUp,
  };
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
  const bills = billVolume(options);
  const permissions = await allPermissions(db);
  const platformOnly = platformOnlyPermissions(bundle);
  const forSellers = permissions.filter((row) => !platformOnly.has(row.id));
  return db.transaction(async (tx) => {
    const summary: Record<string, Record<string, number>> = {};
    const seeded: { input: DeviceSeedInput; prng: Prng; isPlatform: boolean }[] = [];
    for (const demo of DEMO_SELLERS) {
      const seller = await seedSeller(tx, demo, demo.isPlatform ? permissions : forSellers);
      // One generator per seller: adding a seller does not change the others' rows.
      const prng = createPrng(Number(demo.sellerNumber));
      const input = { sellerId: seller.id, sellerNumber: demo.sellerNumber, stations: demo.stations * scale };
      seeded.push({ input, prng, isPlatform: demo.isPlatform ?? false });
      summary[demo.sellerNumber] = await seedDevices(tx, bundle, prng, input);
      if (demo.stations > 0)
        Object.assign(summary[demo.sellerNumber], await seedAreasAndCostModels(tx, bundle, seller.id));
      Object.assign(summary[demo.sellerNumber], await seedSettings(tx, bundle, seller.id, demo.sellerNumber));
    }
    summary.screens = await seedScopeScreens(tx, bundle);
    // Each area's own story (bills, members, coupons, work orders...), after every seller's devices.
    const now = new Date();
    for (const area of AREA_SEEDS)
      for (const { input, prng, isPlatform } of seeded)
        Object.assign(
          summary[input.sellerNumber],
          await area.seed(tx, bundle, prng, { ...input, isPlatform, now, bills }),
        );
    // The refunds the approval walkthroughs start from, on the accounts the members' seed opened.
    for (const { input } of seeded)
      if (input.stations > 0)
        summary[input.sellerNumber].demoRefunds = await seedRefunds(tx, bundle, { ...input, now });
    // Last: screens that no seed above tells a story for still open with rows.
    if (options.fillEmptyScreens !== false)
      for (const { input, prng, isPlatform } of seeded)
        Object.assign(summary[input.sellerNumber], await seedRemaining(tx, bundle, prng, { ...input, isPlatform }));
    return summary;
  });
}
