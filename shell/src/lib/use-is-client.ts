import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true after: parts that depend on the visitor (cookies,
 * session, storage, scroll position) render only in the browser, so server HTML never holds
 * anything personal, can be cached for everyone, and hydrates without a mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
