import {
  STAFF_OPS_API_PATHS,
  type AuditLogResponse,
  type AuditLogSort,
} from '@gloh/contract/staff-ops';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { getStaff } from '@gloh/staff-ui/api-client';
import type { StaffTableSort } from '@gloh/staff-ui/table';

export interface AuditLogQuery {
  /** Exactly an email or the CLI's operator. */
  actor?: string;
  /** Exactly an action such as staff.sign_in. */
  action?: string;
  /** ISO 8601 instants: from included, to excluded. */
  from?: string;
  to?: string;
  sort: StaffTableSort<AuditLogSort>;
  offset: number;
}

/** GET /api/staff/admin/audit-log: one page of the entries the query matches. */
export function fetchAuditLog(query: AuditLogQuery) {
  const { actor, action, from, to, sort, offset } = query;
  const filters = { actor, action, from, to, sort: sort.field, dir: sort.direction };
  const limit = STAFF_LIST_LIMITS.defaultLimit;
  return getStaff<AuditLogResponse>(STAFF_OPS_API_PATHS.auditLog, { ...filters, limit, offset });
}

export const entriesOf = (answer: AuditLogResponse) => answer.entries;
