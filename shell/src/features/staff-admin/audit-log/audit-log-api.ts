import {
  STAFF_OPS_API_PATHS,
  type AuditLogResponse,
  type AuditLogSort,
} from '@gloh/contract/staff-ops';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { callStaffApi, staffQueryString } from '@gloh/shared/staff-api-client';
import type { StaffTableSort } from '@gloh/shared/staff-table';

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
  return callStaffApi<AuditLogResponse>(
    `${STAFF_OPS_API_PATHS.auditLog}${staffQueryString({
      actor: query.actor,
      action: query.action,
      from: query.from,
      to: query.to,
      sort: query.sort.field,
      dir: query.sort.direction,
      limit: STAFF_LIST_LIMITS.defaultLimit,
      offset: query.offset,
    })}`,
  );
}

export const entriesOf = (answer: AuditLogResponse) => answer.entries;
