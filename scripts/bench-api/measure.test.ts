import { expect, it } from 'vitest';
import { measure } from './measure';

it('reports throughput, percentiles and failed requests of a bounded concurrent loop', async () => {
  let inFlight = 0;
  let peak = 0;
  const result = await measure(
    async (i) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, i % 10 === 0 ? 30 : 5));
      inFlight--;
      return i % 50 !== 0;
    },
    { seconds: 0.5, concurrency: 4, warmupSeconds: 0.1 },
  );
  expect(peak).toBe(4);
  expect(result.requests).toBeGreaterThan(50);
  expect(result.p50).toBeGreaterThanOrEqual(4);
  expect(result.p50).toBeLessThan(25);
  expect(result.p99).toBeGreaterThanOrEqual(28);
  expect(result.errors).toBeGreaterThan(0);
  expect(result.perSecond).toBeCloseTo(result.requests / 0.5, -2);
});
