import { useSyncExternalStore } from 'react';

/**
 * The viewport's width as of the last resize. Reading window.innerWidth makes the browser bring
 * its style and layout up to date first, and React reads a store's snapshot on every render and
 * again as it commits: read there, a tap that re-renders the component restyled and laid out the
 * page inside its handler (the platform hexagon's tap, at a phone's speed), before the frame that
 * answers it. It is read on subscribing (a mount) and on each resize instead.
 */
let width: number | undefined;

function subscribe(onChange: () => void) {
  const onResize = () => {
    width = window.innerWidth;
    onChange();
  };
  // A resize while nothing was subscribed: React compares the snapshot again after subscribing.
  width = window.innerWidth;
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

function getSnapshot(): number {
  width ??= window.innerWidth;
  return width;
}

/** Read synchronously on first render, so width-dependent sizes never cause a layout shift. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => 1280);
}
