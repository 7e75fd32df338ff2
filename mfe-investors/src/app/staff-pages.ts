import type { StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { STAFF_IR_PAGES } from '../config/staff-paths';

const IR_ROLES = ['ir', 'admin'] as const;

/**
 * Exposed to the shell as 'investors/staff-pages': the investor-relations pages of the staff
 * console, each its own lazily loaded chunk (only the browser loads them; never server-rendered).
 */
export const staffPages: StaffPageDeclaration[] = [
  {
    ...STAFF_IR_PAGES.accessRequests,
    roles: IR_ROLES,
    pendingCount: 'access-requests',
    // What a shell from before pending counts shows instead.
    liveCount: 'access-request',
    load: () =>
      import(
        /* webpackChunkName: "staff-access-requests" */ '../features/staff-access-requests/staff-access-requests-page'
      ),
  },
  {
    ...STAFF_IR_PAGES.investors,
    roles: IR_ROLES,
    liveCount: 'deck-opened',
    load: () =>
      import(
        /* webpackChunkName: "staff-investors" */ '../features/staff-investors/staff-investors-page'
      ),
  },
  {
    ...STAFF_IR_PAGES.decks,
    roles: IR_ROLES,
    load: () =>
      import(/* webpackChunkName: "staff-decks" */ '../features/staff-decks/staff-decks-page'),
  },
  {
    ...STAFF_IR_PAGES.agreement,
    roles: IR_ROLES,
    load: () =>
      import(
        /* webpackChunkName: "staff-agreement" */ '../features/staff-agreement/staff-agreement-page'
      ),
  },
];
