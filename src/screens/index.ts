import type { ComponentType } from 'react';
import { entityBundle, loadEntityBundle } from '../engine/bundle';
import type { MetaBundle } from '../meta/bundle';
import { isSettingsEntity } from '../meta/capabilities';
import { detailIdOf } from './detail-path';
import { formRouteOf } from './form-path';
import { entityScreens } from './entity-screens';
import { prefetchFirstPage } from './prefetch-first-page';

// The list, detail and form components load with the screens that show them (entity-screens):
// this module is only the path lookup, so it is re-exported without them.
export { entityScreens } from './entity-screens';
export { detailPath } from './detail-path';

export interface RoutedScreen {
  /** A lazy component: render it under Suspense (the shell's page does). */
  component: ComponentType;
  /** The menu url whose permission guards this screen (the list's, also for its details). */
  menuUrl: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The generic screen for a path: an entity's list (or settings form) at its menu url, its
 * detail at `${url}/detail/:id`, its page form at `${url}/new` and `${url}/edit/:id`.
 */
export function getScreenForPath(pathname: string, bundle: MetaBundle = entityBundle): RoutedScreen | undefined {
  const path = trimSlash(pathname);
  for (const entity of bundle.entities.values()) {
    const url = entity.menu.url;
    if (path === url) {
      const screens = entityScreens(entity);
      return { component: isSettingsEntity(entity) ? screens.settings : screens.list, menuUrl: url };
    }
    if (isSettingsEntity(entity)) continue;
    if (detailIdOf(entity, path) !== undefined) return { component: entityScreens(entity).detail, menuUrl: url };
    if (formRouteOf(entity, path)) return { component: entityScreens(entity).formPage, menuUrl: url };
  }
  return undefined;
}

/**
 * Starts loading the code and dictionaries of the screen at a path (and a list's first page at
 * `search`), e.g. while the session's user data loads, so that they do not wait for the layout
 * to render the screen. Settles (never fails) once they are in; a failure surfaces when the
 * screen renders.
 */
export function preloadScreenForPath(pathname: string, search = '', bundle: MetaBundle = entityBundle): Promise<void> {
  const path = trimSlash(pathname);
  for (const entity of bundle.entities.values()) {
    // Settings forms and page forms have no first page to ask for ahead.
    const settings = isSettingsEntity(entity) && path === entity.menu.url;
    if (settings || formRouteOf(entity, path)) {
      const screens = entityScreens(entity);
      const code = (settings ? screens.settings : screens.formPage).preload();
      return Promise.allSettled([code, loadEntityBundle(entity)]).then(() => undefined);
    }
    const isList = path === entity.menu.url;
    if (!isList && detailIdOf(entity, path) === undefined) continue;
    // The screen renders at once when its code is in by then, instead of suspending.
    const screens = entityScreens(entity);
    const code = (isList ? screens.list : screens.detail).preload();
    const loaded = loadEntityBundle(entity);
    // A list's first page is asked for too, so the request does not wait for the list's code.
    const data = isList ? loaded.then((full) => prefetchFirstPage(entity, full, search)) : loaded;
    return Promise.allSettled([code, data]).then(() => undefined);
  }
  return Promise.resolve();
}
