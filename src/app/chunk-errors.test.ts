// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './chunk-errors';

afterEach(() => vi.useRealTimers());

describe('chunk loading (SPEC sections 8 and 9)', () => {
  it('gives up after 120 s with the timeout error', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const loading = withChunkTimeout(() => new Promise(() => undefined));
    const failed = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await failed;
  });
  it('turns a failed import into the chunk load error', async () => {
    const error = await withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as Error).message).toBe('页面脚本加载失败，请刷新重试');
  });
  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
