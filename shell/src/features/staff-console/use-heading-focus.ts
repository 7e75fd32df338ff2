import { useEffect, useRef } from 'react';

/** Focuses `container`'s h1, making it focusable by script only; false while there is none. */
function focusHeading(container: HTMLElement): boolean {
  const heading = container.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * After a move between console pages, focus goes to the new page's h1, so a screen reader says
 * where the member is and the keyboard starts from the top of the page rather than the nav link
 * (or <body>, when the link's page re-rendered). Not on the first page shown. A team's page may
 * render its heading after loading, so the container is watched until one appears.
 */
export function useHeadingFocusOnNavigation(pathname: string, containerId: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const container = document.getElementById(containerId);
    if (!container || focusHeading(container)) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading(container)) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, containerId]);
}
