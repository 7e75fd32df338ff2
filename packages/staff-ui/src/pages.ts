import type { ComponentType } from 'react';
import type { StaffIdentity, StaffRole } from '@gloh/contract/staff';
import type { StaffEventType, StaffPendingCount } from '@gloh/contract/staff-ops';

/** What the shell gives every staff page: the signed-in member, as the API last described them. */
export interface StaffPageProps {
  staff: StaffIdentity;
}

/**
 * One page of the staff console, declared by the team that owns it. The shell lists the pages a
 * member's roles allow in the console's navigation and routes `/staff/<path>/*` to the page, so a
 * page may have pages of its own below its path (e.g. one investor's engagement).
 */
export interface StaffPageDeclaration {
  /** Below /staff/, in kebab-case words separated by slashes (`ir/access-requests`). */
  path: string;
  /** The navigation entry and the page's title. */
  title: string;
  /** Members holding any of these roles see the page; the API checks every call again. */
  roles: readonly StaffRole[];
  /**
   * What waits on this page (`GET /api/staff/counts`), shown beside its entry and kept current
   * by live events and when the window regains focus. Wins over `liveCount`.
   */
  pendingCount?: StaffPendingCount;
  /** Live events whose count since the member last opened this page shows beside its entry. */
  liveCount?: StaffEventType;
  load: () => Promise<{ default: ComponentType<StaffPageProps> }>;
}

/** What a remote exposes as './staff-pages', beside './pages'. */
export interface RemoteStaffPagesModule {
  staffPages: readonly StaffPageDeclaration[];
}

export const REMOTE_STAFF_PAGES_MODULE = 'staff-pages';

/** The page's address in the browser. */
export function staffPageHref(path: string): string {
  return `/staff/${path}`;
}

/** The pages a member may open: those sharing a role with them. */
export function staffPagesFor(
  staff: Pick<StaffIdentity, 'roles'>,
  declarations: readonly StaffPageDeclaration[],
): StaffPageDeclaration[] {
  return declarations.filter((page) => page.roles.some((role) => staff.roles.includes(role)));
}
