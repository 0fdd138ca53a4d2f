import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { UserLayout } from '../layouts/user-layout';
import { LoginPage } from '../pages/login/login-page';
import { lazyChunk } from './chunk-errors';
import { MainLayout } from './main-layout-chunk';
import { PageErrorBoundary } from './error-boundary';
import { PageLoading } from './page-loading';
import { SessionGate } from './session-gate';

const IpLoginPage = lazyChunk(() => import('../pages/iplogin/iplogin-page'));

/** SPEC section 2's fixed routes; the main layout resolves every other path itself. */
export function AppRoutes() {
  return (
    <SessionGate>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/user" element={<UserLayout />}>
              <Route index element={<Navigate to="/user/login" replace />} />
              <Route path="login" element={<LoginPage />} />
            </Route>
            <Route path="/iplogin" element={<IpLoginPage />} />
            <Route path="*" element={<MainLayout />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </SessionGate>
  );
}
