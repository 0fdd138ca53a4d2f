import type { ComponentType } from 'react';
import { isPermittedPath, catalogRedirect } from './route-access';
import type { BuiltRoutes } from './route-builder';

export interface ScreenLookup {
  (pathname: string): { component: ComponentType; menuUrl: string } | undefined;
}

export type PageDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  | { kind: 'notFound' }
  | { kind: 'screen'; component: ComponentType };

/**
 * What a menu-driven path shows: a catalog redirects; a path whose guarding url the user lacks
 * is refused (typed by hand too); a permitted path renders its screen, or 404 until one exists.
 */
export function resolvePage(routes: BuiltRoutes, pathname: string, lookup: ScreenLookup): PageDecision {
  const redirect = catalogRedirect(routes, pathname);
  if (redirect) return { kind: 'redirect', to: redirect };
  const match = lookup(pathname);
  const guard = match?.menuUrl ?? pathname;
  if (!isPermittedPath(routes, guard) || !isPermittedPath(routes, pathname)) return { kind: 'forbidden' };
  return match ? { kind: 'screen', component: match.component } : { kind: 'notFound' };
}
