import { preloadScreens } from '../layouts/use-screen-lookup';
import { FIXED_PAGES } from './early-boot';
import { MainLayout } from './main-layout-chunk';

/**
 * With a token in hand, the layout and (for a screen path) the screens start downloading while
 * the user data loads, instead of one after the other.
 */
let preloaded: string | undefined;

export function preloadForPath(pathname: string, search = ''): void {
  // Start-up preloads before the first render and the session gate asks again after it: the
  // second call for the same address would only repeat the lookups.
  if (preloaded === pathname + search) return;
  preloaded = pathname + search;
  void MainLayout.preload().catch(() => undefined);
  if (FIXED_PAGES.test(pathname)) return;
  void preloadScreens(pathname, search);
}
