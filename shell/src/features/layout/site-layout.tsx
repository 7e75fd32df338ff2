import type { CSSProperties } from 'react';
import { Outlet, useLocation } from '@gloh/shared/router';
import { pageLayout, useSitePages } from '@gloh/shared/site-pages';
import { useFeatureFlag, useSiteConfig } from '@gloh/shared/runtime-config';
import { ClientOnly } from '../../lib/client-only';
import { AnalyticsLoader } from '../analytics/analytics-loader';
import { normalizeSitePath } from '@gloh/contract/site-paths';
import { CookieConsent } from '../cookie-consent/cookie-consent';
import { SessionStatusWidget } from '../session-status/session-status-widget';
import { ScrollManager } from './scroll-manager';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './layout.module.css';

/** Printed links show their address; a site-relative one gets the site's address in front. */
function printSiteUrl(siteUrl: string): CSSProperties {
  return { '--gloh-print-site-url': JSON.stringify(siteUrl) } as CSSProperties;
}

export function SiteLayout() {
  const { pathname } = useLocation();
  const showCookieBanner = useFeatureFlag('cookieBanner');
  const pages = useSitePages();
  const { siteUrl } = useSiteConfig();
  const layout = pageLayout(pages.find((page) => page.path === normalizeSitePath(pathname)));
  return (
    <div className={styles.siteLayout} data-layout={layout}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <SiteHeader layout={layout} />
      <main
        id="main-content"
        tabIndex={-1}
        className={styles.siteMain}
        style={printSiteUrl(siteUrl)}
      >
        <Outlet />
      </main>
      <SiteFooter>
        {/* Both float above the cookie banner, which moves them through the footer's style. */}
        <ClientOnly>
          <SessionStatusWidget />
          <ScrollToTopButton />
        </ClientOnly>
      </SiteFooter>
      <ScrollManager />
      <ClientOnly>
        <CookieConsent askOnFirstVisit={showCookieBanner} />
        <AnalyticsLoader />
      </ClientOnly>
    </div>
  );
}
