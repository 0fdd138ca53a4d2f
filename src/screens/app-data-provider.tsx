import type { ReactNode } from 'react';
import { earlyOrAsk, earlyPostKey } from '../api/early-answers';
import { apiDownload, apiPost, apiUpload } from '../api/http';
import { DataProviderScope, useOptionalDataProvider } from '../engine/data-provider-context';
import { createHttpDataProvider } from '../engine/http-data-provider';
import { withPagePrefetch } from './page-prefetch';

/** The shell's clients send paths as given, so the API base is part of each path. */
export const API_BASE = '/api';

/** A list's first page may have been asked for by index.html's start-up script: taken once. */
const postOrEarly: typeof apiPost = (path, body, options) =>
  earlyOrAsk(earlyPostKey(path, JSON.stringify(body)), () => apiPost(path, body, options));

export const httpDataProvider = withPagePrefetch(
  createHttpDataProvider({ apiPost: postOrEarly, apiDownload, apiUpload }, API_BASE),
);

/** Routed screens use the HTTP provider unless a test or host gave another one above. */
export function WithDataProvider({ children }: { children: ReactNode }) {
  const outer = useOptionalDataProvider();
  if (outer) return <>{children}</>;
  return <DataProviderScope provider={httpDataProvider}>{children}</DataProviderScope>;
}
