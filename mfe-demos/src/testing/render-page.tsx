import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@gloh/shared/router';
import {
  DEFAULT_RUNTIME_CONFIG,
  RuntimeConfigProvider,
  type RuntimeConfig,
} from '@gloh/shared/runtime-config';

/** Renders a page inside the providers the shell gives it; jsdom's host is localhost. */
export function renderPage(
  page: ReactElement,
  flags: Partial<RuntimeConfig['flags']> = {},
): ReturnType<typeof render> {
  const config: RuntimeConfig = {
    ...DEFAULT_RUNTIME_CONFIG,
    flags: { ...DEFAULT_RUNTIME_CONFIG.flags, ...flags },
  };
  return render(
    <RuntimeConfigProvider config={config}>
      <MemoryRouter>{page}</MemoryRouter>
    </RuntimeConfigProvider>,
  );
}
