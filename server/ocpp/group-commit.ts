import type { Database, Queryable } from '../db/database';

export interface GroupCommit {
  /**
   * Resolves once a transaction that took the staged changes after this call has committed:
   * whatever the caller staged before calling is stored by then. Rejects if it failed.
   */
  commit(): Promise<void>;
}

export interface Staging<T> {
  /** Takes everything staged so far (the stage is empty after). */
  take(): T;
  write(tx: Queryable, batch: T): Promise<void>;
  /** Puts a failed batch back on the stage, under anything staged since, for the next try. */
  putBack(batch: T): void;
}

export interface GroupCommitOptions {
  /**
   * How long a batch waits for company before its transaction starts, when none is running. A
   * transaction of one row costs nearly what one of fifty does, and on the embedded database it
   * runs on the server's own thread: a few milliseconds of waiting turn a network's steady
   * trickle of messages into a transaction per handful instead of one each.
   */
  lingerMs?: number;
}

/**
 * Group commit: callers stage their changes, then wait on commit(). One transaction runs at a
 * time; every caller that arrives while it runs, or while a new batch lingers, shares the next
 * one, so a busy network costs a transaction per batch.
 */
export function createGroupCommit<T>(
  db: Database,
  staging: Staging<T>,
  { lingerMs = 0 }: GroupCommitOptions = {},
): GroupCommit {
  let next: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | undefined;
  let running = false;

  async function drain() {
    while (next) {
      const waiting = next;
      next = undefined;
      const batch = staging.take();
      try {
        await db.transaction((tx) => staging.write(tx, batch));
        waiting.resolve();
      } catch (error) {
        // Callers of the next batch may have had their change taken into this one.
        staging.putBack(batch);
        waiting.reject(error);
      }
    }
    running = false;
  }

  return {
    commit() {
      if (!next) {
        let resolve!: () => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<void>((yes, no) => {
          resolve = yes;
          reject = no;
        });
        next = { promise, resolve, reject };
      }
      const { promise } = next;
      if (!running) {
        running = true;
        if (lingerMs > 0) setTimeout(() => void drain(), lingerMs);
        else void drain();
      }
      return promise;
    },
  };
}
