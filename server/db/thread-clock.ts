/**
 * When the database thread began the statement it is running, in memory both threads share. A
 * thread inside a statement runs WebAssembly without a pause and cannot answer a message, so the
 * main thread reads this instead of asking. The worker writes it (pglite-worker.mjs): the start
 * time in epoch milliseconds while a statement runs, 0 between statements.
 */
export class ThreadClock {
  readonly buffer = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT);
  private readonly startedAt = new BigInt64Array(this.buffer);

  /** How long the running statement has run; 0 when the thread is between statements. */
  runningForMs(now = Date.now()): number {
    const started = Number(Atomics.load(this.startedAt, 0));
    return started ? Math.max(0, now - started) : 0;
  }
}
