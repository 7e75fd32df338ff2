import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const subscribeToNothing = () => () => undefined;
// A number that stays the same within a minute: useSyncExternalStore needs equal snapshots.
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
const unknownOnTheServer = () => null;

/**
 * The visitor's clock, to the minute: known in the browser only, since the server's clock and time
 * zone are not the visitor's and its HTML is cached. Null on the server and while hydrating.
 */
export function useVisitorNow(): Date | null {
  const minute = useSyncExternalStore(subscribeToNothing, currentMinute, unknownOnTheServer);
  return minute === null ? null : new Date(minute * MINUTE_MS);
}
