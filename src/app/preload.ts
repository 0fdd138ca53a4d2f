import { preloadScreens } from '../layouts/use-screen-lookup';
import { routeTargetOf } from '../screens/route-map';
import { MainLayout } from './main-layout-chunk';

/**
 * With a token in hand, the layout and the screen's code (for an entity screen also its
 * schema, dictionaries and a list's first page) start loading while the user data loads,
 * instead of one after the other. Settles (never fails) once they are in.
 */
let preloaded: { address: string; done: Promise<void> } | undefined;

export function preloadForPath(pathname: string, search = ''): Promise<void> {
  // Start-up preloads before the first render and the session gate asks again after it: the
  // second call for the same address would only repeat the lookups.
  const address = pathname + search;
  if (preloaded?.address === address) return preloaded.done;
  const layout = MainLayout.preload();
  const target = routeTargetOf(pathname);
  const screen =
    target?.kind === 'entity' ? preloadScreens(pathname, search) : target ? target.screen.preload?.() : undefined;
  const done = Promise.allSettled([layout, screen]).then(() => undefined);
  preloaded = { address, done };
  return done;
}
