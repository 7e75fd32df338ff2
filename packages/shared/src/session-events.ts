/**
 * Tells every part of the site that the investor session may have changed (logged in, logged
 * out, found ended), so views of it re-check at once instead of on their next timer.
 *
 * The event goes through `window` rather than a module-level emitter: a remote that was built
 * against another version of this package may get its own copy of the module, and the shell
 * must still hear it.
 */
export const SESSION_CHANGE_EVENT = 'gloh:session-change';

export function announceSessionChange(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Returns the unsubscribe function, so it can be an effect's cleanup. */
export function onSessionChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, listener);
}
