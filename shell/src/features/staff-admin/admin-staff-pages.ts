import { STAFF_ROLES } from '@gloh/contract/staff';
import { STAFF_NOTIFICATIONS_PAGE } from '@gloh/contract/staff-notifications';
import { STAFF_OPS_ROLES } from '@gloh/contract/staff-ops';
import type { StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { ADMIN_PAGE_TITLES } from './admin-page-titles';

/** The platform team's pages of the staff console; each page is its own chunk. */
export const adminStaffPages: StaffPageDeclaration[] = [
  {
    path: 'admin/staff',
    title: ADMIN_PAGE_TITLES.staffAccounts,
    roles: ['admin'],
    load: () =>
      import(
        /* webpackChunkName: "staff-admin-staff-accounts" */ './staff-accounts/staff-accounts-page'
      ),
  },
  {
    path: 'admin/audit-log',
    title: ADMIN_PAGE_TITLES.auditLog,
    roles: STAFF_OPS_ROLES.admin,
    load: () =>
      import(/* webpackChunkName: "staff-admin-audit-log" */ './audit-log/audit-log-page'),
  },
  {
    path: 'admin/mail-outbox',
    title: ADMIN_PAGE_TITLES.mailOutbox,
    roles: STAFF_OPS_ROLES.admin,
    pendingCount: 'mail-outbox',
    load: () =>
      import(/* webpackChunkName: "staff-admin-mail-outbox" */ './mail-outbox/mail-outbox-page'),
  },
  {
    // Every member's own settings, whatever their roles.
    ...STAFF_NOTIFICATIONS_PAGE,
    roles: STAFF_ROLES,
    load: () =>
      import(
        /* webpackChunkName: "staff-notification-settings" */ './notification-settings/notification-settings-page'
      ),
  },
];
