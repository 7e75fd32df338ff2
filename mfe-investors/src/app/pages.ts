import type { PageLoader } from '@gloh/shared/remote-contract';

/**
 * Exposed to the shell as 'investors/pages': one lazily loaded chunk per route of this area,
 * named page-<route id> so the shell's server can link the page's stylesheets
 * (render-manifest.json).
 */
export const pages: Record<string, PageLoader> = {
  'presentation-access': () =>
    import(
      /* webpackChunkName: "page-presentation-access" */ '../features/presentation-access/presentation-access-page'
    ),
  presentation: () =>
    import(
      /* webpackChunkName: "page-presentation" */ '../features/presentation/presentation-page'
    ),
  roadmap: () => import(/* webpackChunkName: "page-roadmap" */ '../features/roadmap/roadmap-page'),
  financials: () =>
    import(/* webpackChunkName: "page-financials" */ '../features/financials/financials-page'),
  'press-releases': () =>
    import(
      /* webpackChunkName: "page-press-releases" */ '../features/press-releases/press-releases-page'
    ),
  'reset-password': () =>
    import(
      /* webpackChunkName: "page-reset-password" */ '../features/reset-password/reset-password-page'
    ),
};
