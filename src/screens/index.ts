import type { ComponentType } from 'react';
import { loadEntityBundle } from '../engine/bundle';
import { isSettingsEntity } from '../meta/capabilities';
import { bundleNeedsOf, entityRouteFor } from './entity-routes';
import { entityScreen, loadMountedEntity } from './entity-screens';
import { prefetchFirstPage } from './prefetch-first-page';
import { routeTargetOf as appRouteTargetOf, type RouteTarget } from './route-map';

// The list, detail and form components load with the screens that show them (entity-routes):
// this module is only the path lookup, so it is re-exported without them.
export { detailPath } from './detail-path';
export { defineEntityRoute, registerEntityRoutes, type EntityRouteDefinition } from './entity-routes';

export interface RoutedScreen {
  /** A lazy component: render it under Suspense (the shell's page does). */
  component: ComponentType;
  /** The menu url whose permission guards this screen (the list's, also for its details). */
  menuUrl: string;
}

type TargetOf = (pathname: string) => RouteTarget | undefined;

/**
 * The entity screen for a path: an entity's list at its menu url (or a url a menu item mounts
 * it at), and the entity routes below it (`${url}/detail/:id`...). Hand-written screens are
 * the shell's (layouts/page-for-path).
 */
export function getScreenForPath(pathname: string, targetOf: TargetOf = appRouteTargetOf): RoutedScreen | undefined {
  const target = targetOf(pathname);
  if (target?.kind !== 'entity') return undefined;
  const route = entityRouteFor(target.rest);
  if (!route) return undefined;
  return { component: entityScreen(route, target.entity, target.menuUrl), menuUrl: target.menuUrl };
}

/**
 * Starts loading the code, schema and dictionaries of the entity screen at a path (and a list's
 * first page at `search`), e.g. while the session's user data loads, so that they do not wait
 * for the layout to render the screen. Settles (never fails) once they are in; a failure
 * surfaces when the screen renders.
 */
export function preloadScreenForPath(
  pathname: string,
  search = '',
  targetOf: TargetOf = appRouteTargetOf,
): Promise<void> {
  const target = targetOf(pathname);
  if (target?.kind !== 'entity') return Promise.resolve();
  const route = entityRouteFor(target.rest);
  if (!route) return Promise.resolve();
  // The screen renders at once when its code is in by then, instead of suspending.
  const code = entityScreen(route, target.entity, target.menuUrl).preload();
  const data = loadMountedEntity(target.entity, target.menuUrl).then(async (entity) => {
    const bundle = await loadEntityBundle(entity, bundleNeedsOf(route));
    // A list's first page is asked for too, so the request does not wait for the list's code.
    if (route.prefetchesFirstPage && !isSettingsEntity(entity))
      await prefetchFirstPage(entity, bundle, search, target.fixedFilters);
  });
  return Promise.allSettled([code, data]).then(() => undefined);
}
