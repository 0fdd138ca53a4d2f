import { createClient } from './create-client';

/** SPEC section 7: the long client for exports and heavy reports, 180 s, GET or POST by type. */
export const LONG_TIMEOUT_MS = 180_000;
export const longClient = createClient({ timeoutMs: LONG_TIMEOUT_MS });

export async function longRequest<T>(type: 'get' | 'post', path: string, payload?: unknown): Promise<T> {
  const response =
    type === 'get' ? await longClient.get<T>(path, { params: payload }) : await longClient.post<T>(path, payload);
  return response.data;
}
