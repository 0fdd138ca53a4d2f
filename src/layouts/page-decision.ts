import { resolvePage, type PageDecision, type ScreenLookup } from '../auth/resolve-page';
import type { BuiltRoutes } from '../auth/route-builder';
import { screenRegistry } from '../screens-hand';
import type { RouteTarget } from '../screens/route-map';

export type ShellDecision = PageDecision | { kind: 'loading' };

/**
 * What the shell shows at `path` (no trailing slash), one lookup for every screen: the
 * registry's shell pages (open to every signed-in user), the hand-written screens menu items
 * mount and the entity screens (guarded by their menu entry's permission). `entityLookup` is
 * the screens' lookup, undefined while its code loads.
 */
export function decidePage(
  routes: BuiltRoutes,
  path: string,
  target: RouteTarget | undefined,
  entityLookup: ScreenLookup | undefined,
): ShellDecision {
  if (path === '/') return { kind: 'redirect', to: routes.homePath };
  const redirect = screenRegistry.redirectOf(path);
  if (redirect) return { kind: 'redirect', to: redirect };
  if (path === '/home' && routes.homePath !== '/home') return { kind: 'redirect', to: '/noHome' };
  if (target?.kind === 'shell') return { kind: 'screen', component: target.screen.component };
  if (target?.kind === 'entity' && !entityLookup) return { kind: 'loading' };
  const lookup: ScreenLookup = (probe) =>
    target?.kind === 'hand'
      ? { component: target.screen.component, menuUrl: target.menuUrl }
      : target?.kind === 'entity'
        ? entityLookup!(probe)
        : undefined;
  return resolvePage(routes, path, lookup);
}
