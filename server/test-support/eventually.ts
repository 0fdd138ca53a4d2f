/**
 * Reads until `done` accepts the value or the time allowed has passed, and returns the last value
 * read, for the test's own assertion to judge. The time allowed is generous on purpose: a busy
 * machine makes a pushed status or a pile's answer late, not wrong; how fast they are is measured
 * by the benchmarks, not asserted here.
 */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
