/**
 * The session's keys in localStorage, under one namespace prefix (SPEC section 9). Entries carry
 * an optional expiry so the token lapses after 7 days even if the tab stays open.
 */
export const STORAGE_NAMESPACE = 'pro__';
export const ACCESS_TOKEN = 'Access-Token';
export const SELLER_NUMBER = 'Seller-Number';
export const PERMISSIONS = 'Permissions';
export const ACTIONS = 'Actions';
export const USER_INFO = 'User-Info';
export const IP_LOGIN = 'Ip-Login';
export const MENUS = 'Menus';
/** The signed-in seller's footer (settings/seller-footer.ts). */
export const SELLER_FOOTER = 'Seller-Footer';
/** SPEC section 4: the token is kept 7 days. */
export const TOKEN_LIFETIME_MS = 604_800_000;

interface Entry {
  value: unknown;
  expire: number | null;
}

const store = (): Storage | undefined => globalThis.localStorage;

export function setItem(key: string, value: unknown, lifetimeMs?: number): void {
  const entry: Entry = { value, expire: lifetimeMs ? Date.now() + lifetimeMs : null };
  store()?.setItem(STORAGE_NAMESPACE + key, JSON.stringify(entry));
}

export function getItem<T>(key: string): T | undefined {
  const raw = store()?.getItem(STORAGE_NAMESPACE + key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (entry.expire !== null && entry.expire < Date.now()) {
      store()?.removeItem(STORAGE_NAMESPACE + key);
      return undefined;
    }
    return entry.value as T;
  } catch {
    return undefined;
  }
}

export function removeItem(key: string): void {
  store()?.removeItem(STORAGE_NAMESPACE + key);
}

/** Every key of the namespace, for clearing and for keeping a copy across a reload. */
export function namespaceKeys(): string[] {
  const storage = store();
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_NAMESPACE)) keys.push(key);
  }
  return keys;
}

export function clearNamespace(): void {
  namespaceKeys().forEach((key) => store()?.removeItem(key));
}

export const getToken = (): string | undefined => getItem<string>(ACCESS_TOKEN);
