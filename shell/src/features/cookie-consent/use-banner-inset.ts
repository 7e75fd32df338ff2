import { useEffect, type RefObject } from 'react';

/**
 * How far the banner reaches up from the bottom of the screen, while it shows. The floating
 * widgets (scroll-to-top, the session status panel) add it to their `bottom`: all are fixed to
 * the bottom of the screen, and without it the banner, drawn above them, hides them.
 */
export const BANNER_INSET_PROPERTY = '--gloh-cookie-banner-inset';

export function useBannerInset(bannerRef: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const banner = bannerRef.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const update = () => {
      const reach = window.innerHeight - banner.getBoundingClientRect().top;
      root.style.setProperty(BANNER_INSET_PROPERTY, `${Math.max(0, Math.ceil(reach))}px`);
    };
    // The banner grows when the visitor opens "Customize", and reflows with the screen's width.
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(BANNER_INSET_PROPERTY);
    };
  }, [bannerRef, shown]);
}
