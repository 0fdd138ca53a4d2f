/**
 * The server sends, with every authenticated answer, a fingerprint of the menus and buttons
 * the caller reaches (header x-access-stamp). The clients report each one here; the session
 * store listens and reloads the menus when the stamp differs from the one its user info came
 * with. The api layer only reports, so it does not depend on the session store.
 */
export const ACCESS_STAMP_HEADER = 'x-access-stamp';

type Listener = (stamp: string) => void;
let listener: Listener | undefined;

export function listenToAccessStamps(next: Listener | undefined): void {
  listener = next;
}

export function noteAccessStamp(headers: unknown): void {
  if (!headers || typeof headers !== 'object') return;
  const value = readHeader(headers, ACCESS_STAMP_HEADER);
  if (typeof value === 'string' && value) listener?.(value);
}

/** Axios headers have a getter; plain objects (tests, adapters) are read by key. */
function readHeader(headers: object, name: string): unknown {
  const getter = (headers as { get?: unknown }).get;
  if (typeof getter === 'function') return (getter as (key: string) => unknown).call(headers, name);
  return (headers as Record<string, unknown>)[name];
}
