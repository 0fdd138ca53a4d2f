import type { MetaBundle } from '../../../src/meta/bundle';
import type { Queryable } from '../../db/database';
import type { Prng } from '../prng';
import type { BillVolume } from '../seed-profile';
import type { DeviceSeedInput } from '../seed-devices';

/** What an area seed gets for one demo seller: its devices are written already. */
export interface AreaSeedInput extends DeviceSeedInput {
  isPlatform: boolean;
  /** The seed's clock: rows dated "last month" are relative to it. */
  now: Date;
  /** How many charging bills to write (default: the small volume of the test suites). */
  bills?: BillVolume;
}

/**
 * The demo rows of one area of the console (billing, marketing, operations...), written for
 * each demo seller after its devices and before the generic filler, inside the seed's
 * transaction. Returns the rows written per entity, for the seed summary.
 */
export interface AreaSeed {
  /** The area's name, as in SCREENS.md (one file per area in this folder). */
  area: string;
  seed: (db: Queryable, bundle: MetaBundle, prng: Prng, input: AreaSeedInput) => Promise<Record<string, number>>;
}

export function defineAreaSeed(seed: AreaSeed): AreaSeed {
  return seed;
}
