/**
 * The suite's two sizes. A normal run (`npm test`) proves the generic code on one entity of
 * each kind and runs fuzz and races with a fixed budget; the full run (`npm run test:full`, or
 * FULL_SUITE=1 in the environment) covers every entity and spends every budget in full. Run
 * the full one before resolving an issue that touches the generic routes.
 */
export const FULL_SUITE = process.env.FULL_SUITE === '1';

/** `quick` in a normal run, `full` under FULL_SUITE. */
export const budget = (quick: number, full: number): number => (FULL_SUITE ? full : quick);
