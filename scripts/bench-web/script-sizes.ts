import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

/**
 * Records every JavaScript file a browser context loads, by URL, with its gzip size: what a
 * user downloads, whatever the server's own compression.
 */
export function recordScripts(context: BrowserContext) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    const url = response.url();
    if (type !== 'script' && !url.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => void sizes.set(url, gzipSync(body).length),
        () => undefined,
      ),
    );
  };
  context.on('response', onResponse);
  return {
    /** Total gzip bytes of the scripts loaded so far. */
    async total(): Promise<number> {
      await Promise.all(pending);
      return [...sizes.values()].reduce((sum, size) => sum + size, 0);
    },
    count: () => sizes.size,
    /**
     * Waits until no script has been loaded for `quietMs`. Not the page's network idle: the
     * live-events stream of a logged-in page stays open, so the network is never idle there.
     */
    async settled(quietMs = 1_000): Promise<void> {
      let seen = -1;
      while (seen !== pending.length) {
        seen = pending.length;
        await new Promise((resolve) => setTimeout(resolve, quietMs));
      }
    },
    /** Each script's file name and gzip bytes, largest first. */
    async each(): Promise<[string, number][]> {
      await Promise.all(pending);
      return [...sizes]
        .map(([url, size]): [string, number] => [url.split('/').pop()!, size])
        .sort((a, b) => b[1] - a[1]);
    },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
