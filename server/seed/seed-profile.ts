/** How many charging bills the seed writes for each demo seller. */
export interface BillVolume {
  /** Days back from the seed's clock the sessions start in. */
  days: number;
  /** Sessions a gun takes a day, on average over those days. */
  perGunPerDay: number;
  /** At most this many bills a seller, whatever its network. */
  max: number;
  /**
   * Drivers top their card accounts up (a recharge of the ledger) when a session would cost
   * more than their balance, as real ones do over months; without it most bills stay owed.
   */
  driversTopUp: boolean;
}

/**
 * Two weeks at about four sessions a gun in all, at most 1,500 a seller: enough rows for every
 * screen, and small enough that the test suites, which seed a database each, stay fast.
 */
export const SMALL_BILLS: BillVolume = { days: 14, perGunPerDay: 4 / 14, max: 1_500, driversTopUp: false };

/**
 * A quarter of a city network: 90 days of about three sessions a gun a day (a public gun in
 * use some 10 to 15 % of the day), so the bill screens, reports and the finance overview show
 * real-looking data; the cap only bounds a large `--scale`.
 */
export const DEMO_BILLS: BillVolume = { days: 90, perGunPerDay: 3, max: 200_000, driversTopUp: true };

/** The seed's volume presets: `small` for tests and the end-to-end server, `demo` for `npm start` and `npm run seed`. */
export const SEED_PROFILES = { small: SMALL_BILLS, demo: DEMO_BILLS } as const;
export type SeedProfile = keyof typeof SEED_PROFILES;

export function isSeedProfile(name: string): name is SeedProfile {
  return Object.hasOwn(SEED_PROFILES, name);
}

/** The number of bills for a network of `guns` guns. */
export function billCount(volume: BillVolume, guns: number): number {
  return Math.min(volume.max, Math.round(guns * volume.days * volume.perGunPerDay));
}
