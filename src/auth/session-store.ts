import { message } from 'antd';
import { listenToAccessStamps } from '../api/access-stamp';
import {
  fetchBranding,
  fetchPermissions,
  fetchUserInfo,
  logout,
  type PermissionRow,
  type UserInfo,
} from '../api/system-api';
import { t } from '../i18n/i18n-store';
import { API_CODES } from '../meta/api-codes';
import { adoptSellerFooter, forgetSellerFooter } from '../settings/seller-footer';
import { adoptSellerTheme } from '../settings/seller-theme';
import { buildRoutes, type BuiltRoutes } from './route-builder';
import * as storage from './storage';

export interface SessionState {
  token?: string;
  user?: UserInfo;
  routes?: BuiltRoutes;
}

// Read on first use, not at module evaluation: start-up may first put back what a reload's
// unload cleared (tab-close-cleanup.ts), and chunking does not promise which module runs first.
let state: SessionState | undefined;
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const getSession = (): SessionState => (state ??= { token: storage.getToken() });
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Login success: the token lives 7 days, beside the seller number. */
export function signIn(token: string, sellerNumber: string): void {
  storage.setItem(storage.ACCESS_TOKEN, token, storage.TOKEN_LIFETIME_MS);
  storage.setItem(storage.SELLER_NUMBER, sellerNumber, storage.TOKEN_LIFETIME_MS);
  set({ token });
}

function adopt(user: UserInfo, rows: PermissionRow[]): void {
  let routes: BuiltRoutes;
  try {
    routes = buildRoutes(rows);
  } catch (error) {
    throw new Error(t('session.routeBuildError'), { cause: error });
  }
  set({ token: getSession().token ?? storage.getToken(), user, routes });
}

/**
 * Refresh keeps routes and actions: rebuild them from storage without a request. A cache that
 * cannot be read is reported once and dropped, so the caller loads the user data afresh (and a
 * second caller during start-up finds nothing to restore instead of reporting it again).
 */
export function restoreFromStorage(): boolean {
  const rows = storage.getItem<PermissionRow[]>(storage.PERMISSIONS);
  const user = storage.getItem<UserInfo>(storage.USER_INFO);
  if (!rows || !user || !storage.getToken()) return false;
  try {
    adopt(user, rows);
    return true;
  } catch {
    storage.removeItem(storage.PERMISSIONS);
    storage.removeItem(storage.USER_INFO);
    message.error(t('session.cacheFailed'));
    return false;
  }
}

let loading: Promise<void> | undefined;

/**
 * User info and the permission list, fetched together; each failure carries SPEC section 8's
 * message. Callers while a load is under way share it (start-up begins one before the first
 * render when index.html asked ahead, and the session gate then joins it).
 */
export function loadUserData(): Promise<void> {
  loading ??= fetchUserData().finally(() => {
    loading = undefined;
  });
  return loading;
}

async function fetchUserData(): Promise<void> {
  const [info, permissions] = await Promise.all([
    fetchUserInfo().catch((error: unknown) => {
      throw new Error(t('session.userInfoError'), { cause: error });
    }),
    fetchPermissions().catch((error: unknown) => {
      throw new Error(t('session.routeError'), { cause: error });
    }),
  ]);
  if (info.code !== API_CODES.OK || !info.data) throw new Error(info.msg || t('session.userInfoFailed'));
  if (permissions.code !== API_CODES.OK || !Array.isArray(permissions.data)) {
    throw new Error(permissions.msg || t('session.routeFailed'));
  }
  adopt(info.data, permissions.data);
  // The seller's theme style, taken over when it is new, and its footer; the session never
  // waits for them.
  fetchBranding(info.data.sellerNumber)
    .then((answer) => {
      const branding = answer.code === API_CODES.OK ? answer.data : null;
      adoptSellerTheme(branding?.theme);
      if (branding) adoptSellerFooter(branding);
    })
    .catch(() => undefined);
  storage.setItem(storage.USER_INFO, info.data, storage.TOKEN_LIFETIME_MS);
  storage.setItem(storage.PERMISSIONS, permissions.data, storage.TOKEN_LIFETIME_MS);
  storage.setItem(storage.ACTIONS, getSession().routes?.actions ?? [], storage.TOKEN_LIFETIME_MS);
  storage.setItem(storage.MENUS, getSession().routes?.menus ?? [], storage.TOKEN_LIFETIME_MS);
}

/**
 * A role, grant or menu changed what this user reaches: the server's stamp on an answer differs
 * from the one his user info came with. Reload user info and menus in the background, once per
 * new stamp (a stamp that reloading does not settle is not chased request after request), and
 * tell him why the menu moved.
 */
let reloadedFor: string | undefined;
function followAccessStamp(stamp: string): void {
  const current = getSession().user?.accessStamp;
  if (!current || stamp === current || stamp === reloadedFor || loading) return;
  reloadedFor = stamp;
  loadUserData()
    .then(() => message.info(t('session.accessChanged')))
    .catch(() => {
      reloadedFor = undefined;
    });
}
listenToAccessStamps(followAccessStamp);

/** Forget the session locally: token, routes, actions and cached menus. */
export function clearSession(): void {
  storage.clearNamespace();
  forgetSellerFooter();
  set({});
}

/** Logout clears everything even when the call fails; a failure is reported. */
export async function signOut(): Promise<void> {
  try {
    if (getSession().token ?? storage.getToken()) await logout();
  } catch {
    message.error(t('session.logoutFailed'));
  } finally {
    clearSession();
  }
}
