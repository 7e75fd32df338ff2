import type { PageLoader } from '@gloh/shared/remote-contract';

/**
 * Exposed to the shell as 'demos/pages': one lazily loaded chunk per route of this area,
 * named page-<route id> so the shell's server can link the page's stylesheets
 * (render-manifest.json).
 */
export const pages: Record<string, PageLoader> = {
  demos: () => import(/* webpackChunkName: "page-demos" */ '../features/demos/demos-page'),
  'gloh-care': () =>
    import(/* webpackChunkName: "page-gloh-care" */ '../features/gloh-care/gloh-care-page'),
  'gloh-research': () =>
    import(
      /* webpackChunkName: "page-gloh-research" */ '../features/gloh-research/gloh-research-page'
    ),
  'gloh-predict': () =>
    import(
      /* webpackChunkName: "page-gloh-predict" */ '../features/gloh-predict/gloh-predict-page'
    ),
};
