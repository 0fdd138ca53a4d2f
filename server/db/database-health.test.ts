import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { databaseHealth } from './database-health';
import { statementTimeoutError } from './statement-timeout';

/** A database whose every statement ends as `answer` says, at once. */
const answering = (answer: () => Promise<unknown>) => ({ query: answer }) as unknown as Database;

describe('databaseHealth', () => {
  it('is up when the trivial statement answers', async () => {
    expect(await databaseHealth(answering(async () => ({ rows: [], affectedRows: 0 })))).toBe('up');
  });

  it('is busy when its own statement is refused for its bound, even before its wait ends', async () => {
    // PGlite answers a statement that waited past its deadline with the timeout error, and that
    // answer can come before the health check's own timer.
    const started = Date.now();
    expect(
      await databaseHealth(
        answering(() => Promise.reject(statementTimeoutError())),
        5_000,
      ),
    ).toBe('busy');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('is busy when the statement has not answered within the wait', async () => {
    expect(
      await databaseHealth(
        answering(() => new Promise(() => undefined)),
        50,
      ),
    ).toBe('busy');
  });

  it('throws what the database says when it fails for another reason', async () => {
    const gone = new Error('the database thread stopped');
    await expect(databaseHealth(answering(() => Promise.reject(gone)))).rejects.toBe(gone);
  });
});
