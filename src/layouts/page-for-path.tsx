import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../app/error-boundary';
import { PageLoading } from '../app/page-loading';
import { useSession } from '../auth/use-session';
import { screenRegistry } from '../screens-hand';
import { routeTargetOf, trimSlash } from '../screens/route-map';
import { decidePage } from './page-decision';
import { useScreenLookup } from './use-screen-lookup';
import { MountFilters } from '../screens/mount-filters';

/** The page of the location this subtree sees (each kept-alive tab sees its own). */
export function PageForPath() {
  const { pathname } = useLocation();
  // Every page, hand-written or generic, loads its code on first show.
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

const Forbidden = screenRegistry.require('forbidden').component;
const NotFound = screenRegistry.require('notFound').component;

function Page() {
  const { pathname } = useLocation();
  const routes = useSession().routes;
  const path = trimSlash(pathname);
  const target = routeTargetOf(path);
  const entityLookup = useScreenLookup(target?.kind === 'entity');
  if (!routes) return <PageLoading />;
  const decision = decidePage(routes, path, target, entityLookup);
  if (decision.kind === 'loading') return <PageLoading />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <Forbidden />;
  if (decision.kind === 'notFound') return <NotFound />;
  const Screen = decision.component;
  return (
    <MountFilters.Provider value={target?.kind === 'entity' ? target.fixedFilters : undefined}>
      <Screen />
    </MountFilters.Provider>
  );
}
