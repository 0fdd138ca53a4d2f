/**
 * Shared pieces of the race suites: N attempts started together (Promise.all of inject calls,
 * so they interleave on the server as parallel clients would), each from its own address so
 * that the per-IP rate limit does not hide what the database lets through.
 */

/** An address of TEST-NET-2 (RFC 5737) per attempt; none is on a seller's allow-list. */
export const raceIp = (attempt: number) => `198.51.${100 + Math.floor(attempt / 250)}.${(attempt % 250) + 1}`;

/** Starts `count` attempts at once and waits for all of them. */
export function race<T>(count: number, attempt: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => attempt(index)));
}

/** How many answers carried each body code, e.g. `{ 4: 4, 9: 56 }`. */
export function countCodes(answers: { body: { code: number } }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { body } of answers) counts[body.code] = (counts[body.code] ?? 0) + 1;
  return counts;
}
