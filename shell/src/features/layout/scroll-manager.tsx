import { useEffect } from 'react';
import { useLocation } from '@gloh/shared/router';

/**
 * Remote pages render a moment after navigation and may still grow above the target, so the
 * hash target is followed until the page settles, unless the visitor scrolls first.
 */
const HASH_TARGET_FOLLOW_MS = 3000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    scrollToTarget();
    const observer = new MutationObserver(scrollToTarget);
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = () => observer.disconnect();
    const timeout = window.setTimeout(stop, HASH_TARGET_FOLLOW_MS);
    for (const type of USER_SCROLL_EVENTS)
      window.addEventListener(type, stop, { passive: true, once: true });
    return () => {
      stop();
      window.clearTimeout(timeout);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
  }, [pathname, hash]);
  return null;
}
