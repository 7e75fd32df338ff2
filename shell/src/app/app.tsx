import { StrictMode } from 'react';
import { BrowserRouter, MemoryRouter } from '@gloh/shared/router';
import { RuntimeConfigProvider, type RuntimeConfig } from '@gloh/shared/runtime-config';
import {
  PreloadedPageProvider,
  type PreloadedPage,
} from '../features/remote-loading/preloaded-page';
import { AppRoutes } from './app-routes';

interface AppProps {
  config: RuntimeConfig;
  /** The page loaded before the first render (server rendering and hydration). */
  preloadedPage?: PreloadedPage;
  /** On the server: the requested path (there is no browser history to read it from). */
  serverPath?: string;
}

export function App({ config, preloadedPage, serverPath }: AppProps) {
  const routes = <AppRoutes />;
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <PreloadedPageProvider page={preloadedPage}>
          {serverPath === undefined ? (
            <BrowserRouter>{routes}</BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[serverPath]}>{routes}</MemoryRouter>
          )}
        </PreloadedPageProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
