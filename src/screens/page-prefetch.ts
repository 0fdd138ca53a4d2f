import type { DataProvider, PageParams } from '../engine/data-provider';

type PageAnswer = ReturnType<DataProvider['page']>;

/** How long a prefetched page waits for its list; after that the list asks again. */
const KEEP_MS = 10_000;

const pending = new Map<string, PageAnswer>();
/** Answers that have arrived, for a list to take in its first render. */
const arrived = new Map<string, Awaited<PageAnswer>>();

const keyOf = ({ entity, pageNo, pageSize, filters, sort }: PageParams) =>
  JSON.stringify([entity.name, pageNo, pageSize, filters, sort ?? null]);

/**
 * Asks for a list's first page ahead of the list, e.g. while its code loads after a reload.
 * The list takes the answer once (withPagePrefetch), so it does not wait for its own code,
 * render and effects before the request even starts. Settles (never fails) once the answer is in.
 */
export function prefetchPage(provider: DataProvider, params: PageParams): Promise<void> {
  const key = keyOf(params);
  const asked = pending.get(key);
  if (asked) return asked.then(settled, settled);
  const answer = provider.page(params);
  answer.then(
    (value) => pending.get(key) === answer && arrived.set(key, value),
    () => undefined,
  );
  pending.set(key, answer);
  setTimeout(() => {
    if (pending.get(key) !== answer) return;
    pending.delete(key);
    arrived.delete(key);
  }, KEEP_MS);
  return answer.then(settled, settled);
}

const settled = () => undefined;

/**
 * The provider whose page() answers a matching prefetched request once, then asks the server;
 * peekPage() hands over one that has already arrived.
 */
export function withPagePrefetch(provider: DataProvider): DataProvider {
  return {
    ...provider,
    page: (params) => {
      const key = keyOf(params);
      const answer = pending.get(key);
      if (!answer) return provider.page(params);
      pending.delete(key);
      arrived.delete(key);
      return answer;
    },
    peekPage: (params) => {
      const key = keyOf(params);
      const answer = arrived.get(key);
      if (!answer) return undefined;
      pending.delete(key);
      arrived.delete(key);
      return answer;
    },
  };
}
