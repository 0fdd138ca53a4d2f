import { createClient } from './create-client';

/** SPEC section 7: the same host on port 88, 15 s, the token in a `token` header. */
export const PORT88_TIMEOUT_MS = 15_000;

export function port88BaseUrl(location: Pick<Location, 'protocol' | 'hostname'> = window.location): string {
  return `${location.protocol}//${location.hostname}:88`;
}

export const port88Client = createClient({
  baseURL: typeof window === 'undefined' ? '' : port88BaseUrl(),
  timeoutMs: PORT88_TIMEOUT_MS,
  tokenHeader: 'token',
});
