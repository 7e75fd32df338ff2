import type { PageLoader } from '@gloh/shared/remote-contract';

/** Exposed to the shell as 'demos/pages': one lazily loaded chunk per route of this area. */
export const pages: Record<string, PageLoader> = {
  demos: () => import('../features/demos/demos-page'),
  'gloh-care': () => import('../features/gloh-care/gloh-care-page'),
  'gloh-research': () => import('../features/gloh-research/gloh-research-page'),
  'gloh-predict': () => import('../features/gloh-predict/gloh-predict-page'),
};
