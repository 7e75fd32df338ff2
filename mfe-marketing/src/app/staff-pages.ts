import { STAFF_OPS_ROLES } from '@gloh/contract/staff-ops';
import type { StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { STAFF_PAGE_TITLES } from '../config/staff-pages';

/**
 * Exposed to the shell as 'marketing/staff-pages': marketing's pages in the staff console, each
 * in its own lazily loaded chunk (the analytics chart library is loaded later still, by the page).
 */
export const staffPages: StaffPageDeclaration[] = [
  {
    path: 'marketing/contact-messages',
    title: STAFF_PAGE_TITLES.contactMessages,
    roles: STAFF_OPS_ROLES.marketing,
    pendingCount: 'contact-messages',
    load: () =>
      import(
        /* webpackChunkName: "staff-contact-messages" */ '../features/staff-contact-messages/staff-contact-messages-page'
      ),
  },
  {
    path: 'marketing/analytics',
    title: STAFF_PAGE_TITLES.analytics,
    roles: STAFF_OPS_ROLES.marketing,
    load: () =>
      import(
        /* webpackChunkName: "staff-analytics" */ '../features/staff-analytics/staff-analytics-page'
      ),
  },
  {
    path: 'marketing/release-health',
    title: STAFF_PAGE_TITLES.releaseHealth,
    roles: STAFF_OPS_ROLES.marketing,
    load: () =>
      import(
        /* webpackChunkName: "staff-release-health" */ '../features/staff-release-health/staff-release-health-page'
      ),
  },
];
