import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader';

describe('batch loader', () => {
  it('answers every key asked for together from one load, a key asked twice once', async () => {
    const loads: number[][] = [];
    const loader = createBatchLoader(
      async (keys: number[]) => {
        loads.push(keys);
        return new Map(keys.filter((key) => key !== 3).map((key) => [key, key * 10]));
      },
      -1,
      1,
    );
    const answers = await Promise.all([1, 2, 2, 3].map((key) => loader.load(key)));
    expect(answers).toEqual([10, 20, 20, -1]);
    expect(loads).toEqual([[1, 2, 3]]);
    expect(await loader.load(4)).toBe(40);
    expect(loads).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every caller of a failed load, and loads again for the next', async () => {
    let fail = true;
    const loader = createBatchLoader(
      async (keys: string[]) => {
        if (fail) throw new Error('database gone');
        return new Map(keys.map((key) => [key, key.length]));
      },
      0,
      1,
    );
    const failed = await Promise.allSettled([loader.load('a'), loader.load('bb')]);
    expect(failed.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load('bb')).toBe(2);
  });
});
