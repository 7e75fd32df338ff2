import { Route, Routes } from '@gloh/shared/router';
import { isRouteEnabled, ROUTES } from '@gloh/shared/routes';
import { useFeatureFlags } from '@gloh/shared/runtime-config';
import { SiteLayout } from '../features/layout/site-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remote-loading/remote-page';

/** The spec's route table under one layout; a route whose flag is off is the not-found page. */
export function AppRoutes() {
  const flags = useFeatureFlags();
  return (
    <Routes>
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
