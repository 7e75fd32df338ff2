import { lazy, Suspense } from 'react';
import { Route, Routes } from '@gloh/shared/router';
import { isRouteFlagOn } from '@gloh/contract/site-paths';
import { useSitePages } from '@gloh/shared/site-pages';
import { useFeatureFlags } from '@gloh/shared/runtime-config';
import { SiteLayout } from '../features/layout/site-layout';
import { RemotePage } from '../features/remote-loading/remote-page';
import { loadNotFoundPage } from '../features/not-found/load-not-found-page';

// The staff console, with the passkey library, loads only on its own pages.
const StaffConsole = lazy(() => import('../features/staff-console/staff-console'));
// Every other page's first load is spared the not-found page; a 404 asks for it before hydrating.
const NotFoundPage = lazy(loadNotFoundPage);

function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

/**
 * The pages the remotes declare, under one layout; a page whose flag is off is the not-found page.
 * The staff console has its own frame.
 */
export function AppRoutes() {
  const flags = useFeatureFlags();
  const pages = useSitePages();
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
        {pages.map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={
              isRouteFlagOn(route.flag, flags) ? (
                <RemotePage key={route.id} route={route} />
              ) : (
                <NotFound />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
