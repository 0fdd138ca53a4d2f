import { getSession, subscribeSession } from '../auth/session-store';
import { isPermittedPath } from '../auth/route-access';
import type { BuiltRoutes } from '../auth/route-builder';
// The engine's own modules, not its index: the index brings the form engine's modules to every list.
import { buildFilters } from '../engine/filters';
import { queryFromSearch } from '../engine/list-query';
import type { MetaBundle } from '../meta/bundle';
import type { EntityFile } from '../meta/model';
import { DEFAULT_LOCALE } from '../meta/model/plain';
import { httpDataProvider } from './app-data-provider';
import { prefetchPage } from './page-prefetch';
import type { FixedFilters } from './route-map';

const ROUTES_WAIT_MS = 10_000;

/** The session's routes once the user data has loaded (undefined if it does not in time). */
function loadedRoutes(): Promise<BuiltRoutes | undefined> {
  const now = getSession().routes;
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = subscribeSession(() => {
      const routes = getSession().routes;
      if (!routes) return;
      stop();
      clearTimeout(timer);
      resolve(routes);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(undefined);
    }, ROUTES_WAIT_MS);
  });
}

/**
 * The first page of a routed list at `search` (narrowed by its menu path's fixed filters), asked for as soon as the entity's dictionaries
 * and the user's routes are in: only for a list the user may open, so a refused address asks
 * the server nothing.
 */
export async function prefetchFirstPage(
  entity: EntityFile,
  bundle: MetaBundle,
  search: string,
  fixedFilters?: FixedFilters,
): Promise<void> {
  const routes = await loadedRoutes();
  if (!routes || !isPermittedPath(routes, entity.menu.url)) return;
  const query = queryFromSearch(new URLSearchParams(search), buildFilters(entity, bundle, DEFAULT_LOCALE), entity);
  await prefetchPage(httpDataProvider, {
    entity,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    // As the list composes them (useList): its filters, then the menu path's fixed ones.
    filters: { ...query.filters, ...fixedFilters },
    sort: query.sort,
  });
}
