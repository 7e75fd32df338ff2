import type { PageLoader } from '@gloh/shared/remote-contract';

/** Exposed to the shell as 'investors/pages': one lazily loaded chunk per route of this area. */
export const pages: Record<string, PageLoader> = {
  'presentation-access': () => import('../features/presentation-access/presentation-access-page'),
  presentation: () => import('../features/presentation/presentation-page'),
  roadmap: () => import('../features/roadmap/roadmap-page'),
  financials: () => import('../features/financials/financials-page'),
  'press-releases': () => import('../features/press-releases/press-releases-page'),
  'reset-password': () => import('../features/reset-password/reset-password-page'),
};
