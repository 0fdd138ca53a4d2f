import { FULL_SUITE } from '../test-support/full-suite';

/**
 * The seed of one fuzz run: FUZZ_SEED replays a run, otherwise each run draws its own, so that
 * runs over time probe different cases. Printed when the file starts, and fast-check names it
 * in every failure ("seed: …"): `FUZZ_SEED=<seed> npx vitest run <file>` repeats the cases.
 */
export function fuzzSeed(file: string): number {
  const given = process.env.FUZZ_SEED;
  const seed = given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  console.log(`${file}: seed ${seed}${given ? ' (FUZZ_SEED)' : ''}, ${FULL_SUITE ? 'full' : 'quick'} budget`);
  return seed;
}
