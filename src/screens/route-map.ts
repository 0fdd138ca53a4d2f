import { entityRoutes, screenMounts } from 'virtual:schema-routes';
import { screenRegistry } from '../screens-hand';
import type { ScreenDefinition } from '../screens-hand/define-screen';
import { REPORT_SCREEN_PREFIX, reportScreen } from '../reports/report-screen-definition';

/**
 * What a path shows, decided from the route map alone (no entity schema is loaded for it):
 * - a shell screen of the registry (its `paths`): open to every signed-in user;
 * - a hand-written screen a menu item mounts (`screen: "<id>"`), at the item's url and below it;
 * - the report screen, for a menu item declaring a `report` (`report:<item id>` in the map);
 * - an entity's screens at its own menu url or a url a menu item mounts it at
 *   (`screen: "entity:<name>"`): `rest` is the sub-path after that url ('' for the list,
 *   'detail/7' for a detail), which the entity routes (screens/entity-routes) turn into a screen;
 *   its page form's routes ('new', 'edit/7') show the hand-written screen that is its form
 *   (`formOf`), when there is one.
 * Hand and entity targets are guarded by `menuUrl`, the permission of the menu entry.
 */
export type RouteTarget =
  | { kind: 'shell'; screen: ScreenDefinition }
  | { kind: 'hand'; screen: ScreenDefinition; menuUrl: string }
  | { kind: 'entity'; entity: string; menuUrl: string; rest: string; fixedFilters?: FixedFilters };

/** The values a mount narrows its entity's list to (a menu item's `fixedFilters`). */
export type FixedFilters = Record<string, string | number | boolean>;

type Mounted =
  | { kind: 'hand'; screen: ScreenDefinition }
  | { kind: 'entity'; entity: string; fixedFilters?: FixedFilters };

export interface RouteMapSource {
  entityRoutes: [string, string][];
  screenMounts: [string, string, FixedFilters?][];
  registry: Pick<typeof screenRegistry, 'get' | 'atPath'> & Partial<Pick<typeof screenRegistry, 'formPageOf'>>;
}

export const ENTITY_SCREEN_PREFIX = 'entity:';

export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Builds the lookup over a route map; the app's is routeTargetOf below. */
export function createRouteMap({ entityRoutes, screenMounts, registry }: RouteMapSource) {
  const byUrl = new Map<string, Mounted>();
  for (const [url, entity] of entityRoutes) byUrl.set(url, { kind: 'entity', entity });
  for (const [url, screen, fixedFilters] of screenMounts) {
    if (screen.startsWith(ENTITY_SCREEN_PREFIX)) {
      byUrl.set(url, { kind: 'entity', entity: screen.slice(ENTITY_SCREEN_PREFIX.length), fixedFilters });
    } else if (screen.startsWith(REPORT_SCREEN_PREFIX)) {
      byUrl.set(url, { kind: 'hand', screen: reportScreen(screen.slice(REPORT_SCREEN_PREFIX.length)) });
    } else {
      // An unknown id is the schema linter's error; here it only leaves the path unrouted.
      const found = registry.get(screen);
      if (found) byUrl.set(url, { kind: 'hand', screen: found });
    }
  }
  return function routeTargetOf(pathname: string): RouteTarget | undefined {
    const path = trimSlash(pathname);
    const shell = registry.atPath(path);
    if (shell) return { kind: 'shell', screen: shell };
    // The longest mounted url equal to the path or above it: /a/b/detail/1 is /a/b's.
    for (let probe = path; probe.length > 1; probe = probe.slice(0, probe.lastIndexOf('/')) || '/') {
      const mounted = byUrl.get(probe);
      if (!mounted) continue;
      if (mounted.kind === 'hand') return { kind: 'hand', screen: mounted.screen, menuUrl: probe };
      const rest = path.slice(probe.length + 1);
      const form = /^(new|edit\/[^/]+)$/.test(rest) ? registry.formPageOf?.(mounted.entity) : undefined;
      if (form) return { kind: 'hand', screen: form, menuUrl: probe };
      return { kind: 'entity', entity: mounted.entity, menuUrl: probe, rest, fixedFilters: mounted.fixedFilters };
    }
    return undefined;
  };
}

/** The app's route map: the schemas' entity urls and menu mounts, and the screen registry. */
export const routeTargetOf = createRouteMap({ entityRoutes, screenMounts, registry: screenRegistry });
