import type { FeatureFlags } from '@gloh/contract/feature-flags';
import type { SitePage } from '@gloh/contract/site-pages';
import { pageRelease } from './page-release';
import { startTracking, type PageViewTracker } from './page-view-tracker';
import { startReleaseHealth } from './release-health-tracker';

/**
 * Everything the analytics do once the visitor allows them, in the one chunk loaded then: page
 * views, and release health tagged with the page's remote and release.
 */
export function startAnalytics(
  /** The site as the page shows it now: its composed pages and the flags. */
  site: () => { pages: readonly SitePage[]; flags: FeatureFlags },
  remoteEntries: () => Readonly<Record<string, string>>,
): PageViewTracker {
  const pageViews = startTracking();
  const health = startReleaseHealth({
    releaseOf: (path) => {
      const { pages, flags } = site();
      return pageRelease(path, pages, flags, remoteEntries());
    },
  });
  return {
    pageView: (path) => pageViews.pageView(path),
    stop() {
      pageViews.stop();
      health.stop();
    },
  };
}
