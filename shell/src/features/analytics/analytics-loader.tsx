import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@gloh/shared/router';
import { useFeatureFlags, useSiteConfig } from '@gloh/shared/runtime-config';
import { useSitePages } from '@gloh/shared/site-pages';
import { useConsent } from '../cookie-consent/consent-store';
import { currentRemoteEntries } from '../remote-loading/remote-registry';
import { afterNextPaint } from '../../lib/after-next-paint';
import type { PageViewTracker } from './page-view-tracker';

/**
 * Loads the analytics only while the visitor's consent allows them, and stops them the moment it
 * is withdrawn. Their code is a chunk of its own: no visitor pays for it before consenting, and
 * the first load of every page stays as it was. Each route change inside the site is a page view;
 * release health (web vitals and uncaught errors per remote and release) starts with them.
 */
export function AnalyticsLoader() {
  const { consentVersion } = useSiteConfig();
  const allowed = useConsent(consentVersion)?.preferences.analytics === true;
  const { pathname } = useLocation();
  const flags = useFeatureFlags();
  const pages = useSitePages();
  const [tracker, setTracker] = useState<PageViewTracker | null>(null);
  // Read when an event happens, so the tracker needs no restart when the flags or pages change.
  const siteRef = useRef({ flags, pages });
  useEffect(() => {
    siteRef.current = { flags, pages };
  }, [flags, pages]);

  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    let started: PageViewTracker | undefined;
    // After the next paint: consent given with a click (the banner's Accept All) would otherwise
    // have the chunk evaluated and the trackers started before the frame that answers the click.
    const cancelStart = afterNextPaint(() => {
      import(/* webpackChunkName: "analytics" */ './start-analytics').then(
        ({ startAnalytics }) => {
          if (cancelled) return;
          started = startAnalytics(() => siteRef.current, currentRemoteEntries);
          setTracker(started);
        },
        // Without its chunk (offline, a deploy in between) the page simply goes uncounted.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelStart();
      started?.stop();
      setTracker(null);
    };
  }, [allowed]);

  useEffect(() => tracker?.pageView(pathname), [tracker, pathname]);

  return null;
}
