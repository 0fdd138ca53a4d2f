import { useEffect, useState } from 'react';
import type { ScreenLookup } from '../auth/resolve-page';
import { withChunkTimeout } from '../app/chunk-errors';

// The screens' lookup and code load on first need (or ahead, see preloadScreens), not with the
// layout: the home page and the error pages stay light.
let loaded: ScreenLookup | undefined;
let loading: Promise<typeof import('../screens')> | undefined;

function loadScreens() {
  loading ??= withChunkTimeout(() => import('../screens')).then((module) => {
    loaded = (pathname: string) => module.getScreenForPath(pathname);
    return module;
  });
  return loading;
}

const loadLookup = (): Promise<ScreenLookup> => loadScreens().then(() => loaded!);

/**
 * Starts loading the screens early, with the code (and a list's first page) of the one at
 * `pathname` and `search`. Settles (never fails) once they are in; failures surface when a page
 * needs them.
 */
export function preloadScreens(pathname?: string, search?: string): Promise<void> {
  // Every generic screen shows a list (a detail shows its related ones): its code can start
  // loading beside the lookup, without waiting for it.
  const list = pathname ? import('../screens/entity-list') : undefined;
  const screen = loadScreens().then((module) => (pathname ? module.preloadScreenForPath(pathname, search) : undefined));
  return Promise.allSettled([list, screen]).then(() => undefined);
}

/** The screens' path lookup, or undefined while its chunk loads; a failed load throws to the boundary. */
export function useScreenLookup(needed: boolean): ScreenLookup | undefined {
  const [lookup, setLookup] = useState(() => loaded);
  const [error, setError] = useState<Error>();
  useEffect(() => {
    if (!needed || lookup) return;
    let live = true;
    loadLookup().then(
      (found) => live && setLookup(() => found),
      (failure: Error) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [needed, lookup]);
  if (error) throw error;
  return lookup;
}
