import { describe, expect, it } from 'vitest';
import { fixtureBundle } from '../engine/fixtures/fixture-bundle';
import { prefetchPage, withPagePrefetch } from './page-prefetch';
import { createFakeDataProvider } from './testing/fake-data-provider';

const station = fixtureBundle.entities.get('station')!;
const first = {
  entity: station,
  pageNo: 1,
  pageSize: 10,
  filters: {},
  sort: { field: 'createdAt', order: 'descend' as const },
};

describe('page prefetch', () => {
  it('answers the matching request once from the prefetch, then asks the server again', async () => {
    const { provider, calls } = createFakeDataProvider(fixtureBundle);
    const list = withPagePrefetch(provider);
    prefetchPage(provider, first);
    expect(calls.filter((c) => c.method === 'page')).toHaveLength(1);
    const prefetched = await list.page({ ...first, filters: {} });
    expect(prefetched.code).toBe(0);
    expect(calls.filter((c) => c.method === 'page')).toHaveLength(1);
    await list.page(first);
    expect(calls.filter((c) => c.method === 'page')).toHaveLength(2);
  });

  it('asks the server for a request that differs from the prefetched one', async () => {
    const { provider, calls } = createFakeDataProvider(fixtureBundle);
    const list = withPagePrefetch(provider);
    prefetchPage(provider, { ...first, pageNo: 3 });
    await list.page({ ...first, pageSize: 100 });
    expect(calls.filter((c) => c.method === 'page').map((c) => (c.params as { pageSize: number }).pageSize)).toEqual([
      10, 100,
    ]);
  });
});

describe('waiting for a prefetch', () => {
  it('settles once the answer is in, ready for peekPage, and a second ask for it joins the first', async () => {
    const { provider, calls } = createFakeDataProvider(fixtureBundle);
    const params = { ...first, pageNo: 5 };
    const asked = prefetchPage(provider, params);
    const again = prefetchPage(provider, params);
    await Promise.all([asked, again]);
    expect(calls.filter((c) => c.method === 'page')).toHaveLength(1);
    expect(withPagePrefetch(provider).peekPage?.(params)?.code).toBe(0);
  });

  it('settles without failing when the request fails', async () => {
    const { provider } = createFakeDataProvider(fixtureBundle);
    const failing = { ...provider, page: () => Promise.reject(new Error('network down')) };
    await expect(prefetchPage(failing, { ...first, pageNo: 6 })).resolves.toBeUndefined();
  });
});

describe('a prefetched page that has arrived', () => {
  it('is handed over at once by peekPage, once, and is then no longer prefetched', async () => {
    const { provider, calls } = createFakeDataProvider(fixtureBundle);
    const list = withPagePrefetch(provider);
    const params = { ...first, pageNo: 7 };
    prefetchPage(provider, params);
    expect(list.peekPage?.(params)).toBeUndefined(); // not arrived yet
    await list.page({ ...params, pageNo: 8 }); // let the prefetch's answer arrive
    const peeked = list.peekPage?.(params);
    expect(peeked?.code).toBe(0);
    expect(peeked?.data.pageNo).toBe(7);
    expect(list.peekPage?.(params)).toBeUndefined();
    await list.page(params);
    expect(calls.filter((c) => c.method === 'page')).toHaveLength(3);
  });
});
