import type { ComponentType } from 'react';
import { entityBundle } from '../engine/bundle';
import type { MetaBundle } from '../meta/bundle';
import { detailIdOf } from './detail-path';
import { entityScreens } from './entity-screens';

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

/** The generic screen for a path: an entity's list at its menu url, its detail at `${url}/detail/:id`. */
export function getScreenForPath(pathname: string, bundle: MetaBundle = entityBundle): RoutedScreen | undefined {
  const path = trimSlash(pathname);
  for (const entity of bundle.entities.values()) {
    const url = entity.menu.url;
    if (path === url) return { component: entityScreens(entity).list, menuUrl: url };
    if (detailIdOf(entity, path) !== undefined) return { component: entityScreens(entity).detail, menuUrl: url };
  }
  return undefined;
}
