import { StrictMode } from 'react';
import { BrowserRouter, MemoryRouter } from '@gloh/shared/router';
import {
  RequestHostnameProvider,
  RuntimeConfigProvider,
  type RuntimeConfig,
} from '@gloh/shared/runtime-config';
import {
  PreloadedPageProvider,
  type PreloadedPage,
} from '../features/remote-loading/preloaded-page';
import { SitePagesContext, type SiteRoute } from '@gloh/shared/site-pages';
import { AppRoutes } from './app-routes';

interface AppProps {
  config: RuntimeConfig;
  /** The site's pages, composed from the remotes' releases this page is rendered with. */
  sitePages: readonly SiteRoute[];
  /** The page loaded before the first render (server rendering and hydration). */
  preloadedPage?: PreloadedPage;
  /** On the server: the requested path (there is no browser history to read it from). */
  serverPath?: string;
  /**
   * The host name the server rendered for, and the browser hydrates with: a page may depend on it
   * (the demos show on demo hosts only). None: pages learn it in the browser, after the first render.
   */
  hostname?: string;
}

export function App({ config, sitePages, preloadedPage, serverPath, hostname }: AppProps) {
  const routes = <AppRoutes />;
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <RequestHostnameProvider hostname={hostname ?? null}>
          <SitePagesContext.Provider value={sitePages}>
            <PreloadedPageProvider page={preloadedPage}>
              {serverPath === undefined ? (
                <BrowserRouter>{routes}</BrowserRouter>
              ) : (
                <MemoryRouter initialEntries={[serverPath]}>{routes}</MemoryRouter>
              )}
            </PreloadedPageProvider>
          </SitePagesContext.Provider>
        </RequestHostnameProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
