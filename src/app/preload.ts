import { preloadScreens } from '../layouts/use-screen-lookup';
import { FIXED_PAGES } from './early-boot';
import { MainLayout } from './main-layout-chunk';

/**
 * With a token in hand, the layout and (for a screen path) the screens start downloading while
 * the user data loads, instead of one after the other.
 */
export function preloadForPath(pathname: string, search = ''): void {
  void MainLayout.preload().catch(() => undefined);
  if (FIXED_PAGES.test(pathname)) return;
  void preloadScreens(pathname, search);
}
