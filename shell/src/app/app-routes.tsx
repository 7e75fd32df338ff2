import { lazy, Suspense } from 'react';
import { Route, Routes } from '@gloh/shared/router';
import { isRouteEnabled, ROUTES } from '@gloh/shared/routes';
import { useFeatureFlags } from '@gloh/shared/runtime-config';
import { SiteLayout } from '../features/layout/site-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remote-loading/remote-page';

// The staff console, with the passkey library, loads only on its own pages.
const StaffConsole = lazy(() => import('../features/staff-console/staff-console'));

/**
 * The spec's route table under one layout; a route whose flag is off is the not-found page. The
 * staff console has its own frame.
 */
export function AppRoutes() {
  const flags = useFeatureFlags();
  return (
    <Routes>
      <Route
        path="/staff/*"
        element={
          <Suspense fallback={null}>
            <StaffConsole />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        {ROUTES.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={
              isRouteEnabled(route, flags) ? (
                <RemotePage key={route.id} route={route} />
              ) : (
                <NotFoundPage />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
