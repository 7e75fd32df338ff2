import { useEffect, type RefObject } from 'react';
import { SITE_FOOTER_ID } from '../layout/site-footer';

/**
 * How far the banner reaches up from the bottom of the screen, while it shows. The floating
 * widgets (scroll-to-top, the session status panel) add it to their `bottom`: all are fixed to
 * the bottom of the screen, and without it the banner, drawn above them, hides them.
 *
 * Set on the footer, which holds both widgets and pads its own end by it, not on the root: a
 * custom property changed on the root restyles every element of the page (7–8 ms of one task
 * at a phone's speed, right when the banner appears), on the footer only its own.
 */
export const BANNER_INSET_PROPERTY = '--gloh-cookie-banner-inset';

export function useBannerInset(bannerRef: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const banner = bannerRef.current;
    if (!shown || !banner) return;
    const footer = document.getElementById(SITE_FOOTER_ID);
    if (!footer) return;
    const update = () => {
      const reach = window.innerHeight - banner.getBoundingClientRect().top;
      footer.style.setProperty(BANNER_INSET_PROPERTY, `${Math.max(0, Math.ceil(reach))}px`);
    };
    // The banner grows when the visitor opens "Customize", and reflows with the screen's width.
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      footer.style.removeProperty(BANNER_INSET_PROPERTY);
    };
  }, [bannerRef, shown]);
}
