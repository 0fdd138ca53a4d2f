import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database';
import { createGroupCommit } from './group-commit';

/** A database whose transactions are released by the test, one at a time. */
function gatedDatabase() {
  const gates: (() => void)[] = [];
  let failNext = false;
  const db = {
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      await new Promise<void>((release) => gates.push(release));
      const result = await fn({} as Queryable);
      if (failNext) {
        failNext = false;
        throw new Error('commit failed');
      }
      return result;
    },
  } as unknown as Database;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    db,
    failNextCommit: () => (failNext = true),
    async releaseOne() {
      await settle();
      gates.shift()?.();
      await settle();
    },
    pending: () => gates.length,
  };
}

function stagedList() {
  let staged: string[] = [];
  const written: string[][] = [];
  return {
    staged: () => staged,
    written,
    stage: (item: string) => staged.push(item),
    staging: {
      take: () => {
        const batch = staged;
        staged = [];
        return batch;
      },
      write: async (_tx: Queryable, batch: string[]) => {
        written.push(batch);
      },
      putBack: (batch: string[]) => {
        staged = [...batch, ...staged];
      },
    },
  };
}

describe('group commit', () => {
  it('answers a lone caller with its own transaction', async () => {
    const gated = gatedDatabase();
    const list = stagedList();
    const commits = createGroupCommit(gated.db, list.staging);
    list.stage('a');
    const done = commits.commit();
    await gated.releaseOne();
    await done;
    expect(list.written).toEqual([['a']]);
  });

  it('lets callers within the linger time share one transaction, started after it', async () => {
    const gated = gatedDatabase();
    const list = stagedList();
    const commits = createGroupCommit(gated.db, list.staging, { lingerMs: 30 });
    list.stage('a');
    const first = commits.commit();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(gated.pending()).toBe(0);
    list.stage('b');
    const second = commits.commit();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(gated.pending()).toBe(1);
    await gated.releaseOne();
    await Promise.all([first, second]);
    expect(list.written).toEqual([['a', 'b']]);
  });

  it('lets every caller arriving during a transaction share the next one', async () => {
    const gated = gatedDatabase();
    const list = stagedList();
    const commits = createGroupCommit(gated.db, list.staging);
    list.stage('a');
    const first = commits.commit();
    list.stage('b');
    const second = commits.commit();
    list.stage('c');
    const third = commits.commit();
    let answered = 0;
    for (const promise of [second, third]) void promise.then(() => answered++);
    await gated.releaseOne();
    await first;
    expect(answered).toBe(0);
    await gated.releaseOne();
    await Promise.all([second, third]);
    expect(list.written).toEqual([['a'], ['b', 'c']]);
    expect(gated.pending()).toBe(0);
  });

  it('never answers a caller before a transaction that took its change has committed', async () => {
    const gated = gatedDatabase();
    const list = stagedList();
    const commits = createGroupCommit(gated.db, list.staging);
    list.stage('a');
    const first = commits.commit();
    // 'b' arrives while the first transaction waits to run: it waits for the one after.
    await new Promise((resolve) => setTimeout(resolve, 0));
    list.stage('b');
    const second = commits.commit();
    await gated.releaseOne();
    await first;
    expect(list.written.flat()).toContain('a');
    await gated.releaseOne();
    await second;
    expect(list.written.flat()).toContain('b');
  });

  it('refuses the callers of a failed transaction and keeps their changes for the next', async () => {
    const gated = gatedDatabase();
    const list = stagedList();
    const commits = createGroupCommit(gated.db, list.staging);
    list.stage('a');
    gated.failNextCommit();
    const failed = commits.commit();
    const refusal = expect(failed).rejects.toThrow('commit failed');
    await gated.releaseOne();
    await refusal;
    expect(list.staged()).toEqual(['a']);
    list.stage('b');
    const retried = commits.commit();
    await gated.releaseOne();
    await retried;
    expect(list.written.at(-1)).toEqual(['a', 'b']);
  });
});
