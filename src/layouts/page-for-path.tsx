import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../app/error-boundary';
import { PageLoading } from '../app/page-loading';
import { resolvePage } from '../auth/resolve-page';
import { useSession } from '../auth/use-session';
import { AccountCenter, AccountSettingsBase, ExceptionPage, HomePage, IframePage, NoHomePage } from './lazy-pages';
import { useScreenLookup } from './use-screen-lookup';

const REDIRECTS: Record<string, string> = {
  '/account': '/account/center',
  '/account/settings': '/account/settings/base',
};

const FIXED: Record<string, () => ReactNode> = {
  '/noHome': () => <NoHomePage />,
  '/account/center': () => <AccountCenter />,
  '/account/settings/base': () => <AccountSettingsBase />,
  '/403': () => <ExceptionPage type="403" />,
  '/404': () => <ExceptionPage type="404" />,
  '/500': () => <ExceptionPage type="500" />,
  '/iframe': () => <IframePage />,
};

/** The page of the location this subtree sees (each kept-alive tab sees its own). */
export function PageForPath() {
  const { pathname } = useLocation();
  // Every page, fixed or generic, loads its code on first show.
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

function Page() {
  const { pathname } = useLocation();
  const routes = useSession().routes;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isFixed = path === '/' || path === '/home' || path in REDIRECTS || path in FIXED;
  const lookup = useScreenLookup(!isFixed);
  if (!routes) return <PageLoading />;
  if (path === '/') return <Navigate to={routes.homePath} replace />;
  if (REDIRECTS[path]) return <Navigate to={REDIRECTS[path]} replace />;
  if (path === '/home') return routes.homePath === '/home' ? <HomePage /> : <Navigate to="/noHome" replace />;
  const fixed = FIXED[path];
  if (fixed) return <>{fixed()}</>;
  if (!lookup) return <PageLoading />;
  const decision = resolvePage(routes, path, lookup);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <ExceptionPage type="403" />;
  if (decision.kind === 'notFound') return <ExceptionPage type="404" />;
  const Screen = decision.component;
  return <Screen />;
}
