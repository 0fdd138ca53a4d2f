export interface Measurement {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * Calls `request` from `concurrency` loops for `seconds` and reports latency percentiles and
 * throughput. A short warm-up runs first so that JIT and caches do not colour the figures.
 */
export async function measure(
  request: (i: number) => Promise<boolean>,
  options: { seconds: number; concurrency: number; warmupSeconds?: number },
): Promise<Measurement> {
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const deadline = performance.now() + seconds * 1000;
    const loop = async () => {
      while (performance.now() < deadline) {
        const i = next++;
        const started = performance.now();
        const ok = await request(i).catch(() => false);
        if (record) latencies.push(performance.now() - started);
        if (!ok) errors++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.concurrency }, loop));
    return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
  };
  await run(options.warmupSeconds ?? 1, false);
  const { latencies, errors, elapsed } = await run(options.seconds, true);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
