import type { PageLoader } from '@gloh/shared/remote-contract';

/** Exposed to the shell as 'marketing/pages': one lazily loaded chunk per route of this area. */
export const pages: Record<string, PageLoader> = {
  home: () => import('../features/home/home-page'),
  about: () => import('../features/about/about-page'),
  solutions: () => import('../features/solutions/solutions-page'),
  'what-were-building': () => import('../features/what-were-building/what-were-building-page'),
  platform: () => import('../features/platform/platform-page'),
  'healthcare-systems': () => import('../features/healthcare-systems/healthcare-systems-page'),
  patients: () => import('../features/patients/patients-page'),
  'clinicians-researchers': () =>
    import('../features/clinicians-researchers/clinicians-researchers-page'),
  industries: () => import('../features/industries/industries-page'),
  partnerships: () => import('../features/partnerships/partnerships-page'),
  contact: () => import('../features/contact/contact-page'),
  careers: () => import('../features/careers/careers-page'),
  privacy: () => import('../features/privacy/privacy-page'),
  'terms-of-service': () => import('../features/terms-of-service/terms-of-service-page'),
};
