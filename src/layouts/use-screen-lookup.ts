import { useEffect, useState } from 'react';
import type { ScreenLookup } from '../auth/resolve-page';
import { withChunkTimeout } from '../app/chunk-errors';

// The screens (formily, tables, the schema bundle) load on first need, not with the layout:
// the home page and the error pages stay light.
let loaded: ScreenLookup | undefined;
let loading: Promise<ScreenLookup> | undefined;

function loadLookup(): Promise<ScreenLookup> {
  loading ??= withChunkTimeout(() => import('../screens')).then((module) => {
    loaded = (pathname: string) => module.getScreenForPath(pathname);
    return loaded;
  });
  return loading;
}

/** Starts loading the screens early; failures surface when a page needs them. */
export const preloadScreens = (): Promise<unknown> => loadLookup().catch(() => undefined);

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
