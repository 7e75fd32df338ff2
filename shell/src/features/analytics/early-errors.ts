import { RELEASE_HEALTH_LIMITS } from '@gloh/contract/release-health';

/**
 * Errors a page throws before release health starts (the analytics chunk loads only with consent,
 * after hydration) would go unreported: a tiny inline script at the top of the document's head
 * keeps them, with the path they happened at, until the tracker takes them (takeEarlyErrors).
 * It is inline so that it runs before any other script; a page for every visitor allows it by its
 * hash, a personal one and the single-page document by the response's nonce (the server adds both).
 */
const GLOBAL = '__glohEarlyErrors';

/** What the inline script keeps of each error. */
export interface EarlyError {
  reason: unknown;
  path: string;
}

interface EarlyErrors {
  errors: EarlyError[];
  /** Removes the script's listeners: the tracker's own take over. */
  stop(): void;
}

/**
 * The inline script, kept small and plain (it is in every page, before the stylesheets): no more
 * errors than a page may report.
 */
export const EARLY_ERRORS_SCRIPT =
  `(function(w){var q=[];function k(e){q.length<${RELEASE_HEALTH_LIMITS.maxErrorsPerPage}&&` +
  `q.push({reason:e.type=="error"?e.error||e.message:e.reason,path:location.pathname})}` +
  `w.addEventListener("error",k);w.addEventListener("unhandledrejection",k);` +
  `w.${GLOBAL}={errors:q,stop:function(){w.removeEventListener("error",k);` +
  `w.removeEventListener("unhandledrejection",k)}}})(window)`;

/** The errors kept so far, once: the inline script stops listening. None without the script. */
export function takeEarlyErrors(): EarlyError[] {
  const target = window as unknown as Record<string, EarlyErrors | undefined>;
  const early = target[GLOBAL];
  if (!early) return [];
  delete target[GLOBAL];
  early.stop();
  return early.errors;
}
