import { useCallback, useSyncExternalStore } from 'react';

/*
 * Kept for the page's lifetime, outside React: each investor page renders its own band, and a
 * visitor who paused it should not see it move again on the next page they open.
 */
let paused = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getPaused = () => paused;
// The server's HTML is the same for everyone: the band moves until a visitor pauses it.
const getServerPaused = () => false;

export function useTickerPaused(): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(subscribe, getPaused, getServerPaused);
  const setPaused = useCallback((next: boolean) => {
    paused = next;
    for (const listener of listeners) listener();
  }, []);
  return [value, setPaused];
}
