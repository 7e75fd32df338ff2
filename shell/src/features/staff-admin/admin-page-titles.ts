/** The admin pages' titles: the console's navigation and each page's heading say the same. */
export const ADMIN_PAGE_TITLES = {
  staffAccounts: 'Staff accounts',
  auditLog: 'Audit log',
  mailOutbox: 'Mail outbox',
} as const;
