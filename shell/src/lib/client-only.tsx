import type { ReactNode } from 'react';
import { useIsClient } from './use-is-client';

/**
 * Renders its children in the browser only, after hydration. The switch re-renders this component
 * alone: were the layout to read useIsClient itself, React would re-render the whole page
 * synchronously right after hydrating it (one long task on a phone).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useIsClient() ? children : null;
}
