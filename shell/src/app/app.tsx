import { StrictMode } from 'react';
import { BrowserRouter } from '@gloh/shared/router';
import { RuntimeConfigProvider, type RuntimeConfig } from '@gloh/shared/runtime-config';
import { AppRoutes } from './app-routes';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
