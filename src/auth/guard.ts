/**
 * SPEC section 4's session guards as one pure decision, so each rule is tested without a
 * browser: auto-login by ticket, login page with a token, no token, routes not yet loaded.
 */
export type GuardDecision =
  | { kind: 'autoLogin'; ticket: string; target: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'loadUserData' }
  | { kind: 'allow' };

export interface GuardInput {
  pathname: string;
  search: string;
  hasToken: boolean;
  routesLoaded: boolean;
  homePath?: string;
}

export const LOGIN_PATH = '/user/login';
const OPEN_PATHS = [LOGIN_PATH, '/user', '/iplogin'];

const isOpen = (pathname: string) => OPEN_PATHS.some((open) => pathname === open || pathname === `${open}/`);

/** The address to return to after logging in, without the ticket. */
export function loginRedirect(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('ticket');
  const query = params.toString();
  const target = `${pathname}${query ? `?${query}` : ''}`;
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

export function decideGuard({
  pathname,
  search,
  hasToken,
  routesLoaded,
  homePath = '/home',
}: GuardInput): GuardDecision {
  const ticket = new URLSearchParams(search).get('ticket');
  if (ticket) return { kind: 'autoLogin', ticket, target: '/home' };
  if (isOpen(pathname)) {
    // A logged-in user on the login page goes where the login was meant to lead, else home.
    if (hasToken && pathname !== '/iplogin') {
      return { kind: 'redirect', to: safeRedirect(new URLSearchParams(search).get('redirect'), homePath) };
    }
    return { kind: 'allow' };
  }
  if (!hasToken) return { kind: 'redirect', to: loginRedirect(pathname, search) };
  if (!routesLoaded) return { kind: 'loadUserData' };
  return { kind: 'allow' };
}

/** A redirect parameter is followed only to a path of this app, never to another site. */
export function safeRedirect(redirect: string | null | undefined, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return fallback;
  return redirect;
}
