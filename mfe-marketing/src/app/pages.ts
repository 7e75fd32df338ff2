import type { PageLoader } from '@gloh/shared/remote-contract';

/**
 * Exposed to the shell as 'marketing/pages': one lazily loaded chunk per route of this area,
 * named page-<route id> so the shell's server can link the page's stylesheets
 * (render-manifest.json).
 */
export const pages: Record<string, PageLoader> = {
  home: () => import(/* webpackChunkName: "page-home" */ '../features/home/home-page'),
  about: () => import(/* webpackChunkName: "page-about" */ '../features/about/about-page'),
  solutions: () =>
    import(/* webpackChunkName: "page-solutions" */ '../features/solutions/solutions-page'),
  'what-were-building': () =>
    import(
      /* webpackChunkName: "page-what-were-building" */ '../features/what-were-building/what-were-building-page'
    ),
  platform: () =>
    import(/* webpackChunkName: "page-platform" */ '../features/platform/platform-page'),
  'healthcare-systems': () =>
    import(
      /* webpackChunkName: "page-healthcare-systems" */ '../features/healthcare-systems/healthcare-systems-page'
    ),
  patients: () =>
    import(/* webpackChunkName: "page-patients" */ '../features/patients/patients-page'),
  'clinicians-researchers': () =>
    import(
      /* webpackChunkName: "page-clinicians-researchers" */ '../features/clinicians-researchers/clinicians-researchers-page'
    ),
  industries: () =>
    import(/* webpackChunkName: "page-industries" */ '../features/industries/industries-page'),
  partnerships: () =>
    import(
      /* webpackChunkName: "page-partnerships" */ '../features/partnerships/partnerships-page'
    ),
  contact: () => import(/* webpackChunkName: "page-contact" */ '../features/contact/contact-page'),
  careers: () => import(/* webpackChunkName: "page-careers" */ '../features/careers/careers-page'),
  privacy: () => import(/* webpackChunkName: "page-privacy" */ '../features/privacy/privacy-page'),
  'terms-of-service': () =>
    import(
      /* webpackChunkName: "page-terms-of-service" */ '../features/terms-of-service/terms-of-service-page'
    ),
};
