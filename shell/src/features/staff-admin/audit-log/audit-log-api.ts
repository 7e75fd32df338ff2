import { AUDIT_LOG_CSV_PATH } from '@gloh/contract/audit-actions';
import {
  STAFF_OPS_API_PATHS,
  type AuditLogResponse,
  type AuditLogSort,
} from '@gloh/contract/staff-ops';
import type { SortDirection } from '@gloh/contract/staff-lists';
import { getStaff, staffQueryString } from '@gloh/staff-ui/api-client';
import { isDay, startOfLocalDay } from './local-day';

/** What the audit log shows, as its page's URL holds it. */
export interface AuditLogQuery {
  /** Part of a member's email or name, or of the CLI's operator, any case. */
  actor?: string;
  /** A known action such as staff.sign_in, or part of one. */
  action?: string;
  /** Days (YYYY-MM-DD) in the member's time zone, both included. */
  from?: string;
  to?: string;
  /** 'true': only what staff accounts did. */
  staffOnly?: string;
  sort: AuditLogSort;
  dir: SortDirection;
  limit: number;
  offset: number;
}

/** The API's filter of a query: From's midnight up to the midnight after To, as instants. */
function filterOf({ actor, action, from, to, staffOnly, sort, dir }: AuditLogQuery) {
  return {
    actor,
    action,
    from: isDay(from) ? startOfLocalDay(from) : undefined,
    to: isDay(to) ? startOfLocalDay(to, 1) : undefined,
    staffOnly: staffOnly === 'true' ? 'true' : undefined,
    sort,
    dir,
  };
}

/** GET /api/staff/admin/audit-log: one page of the entries the query matches. */
export function fetchAuditLog(query: AuditLogQuery) {
  const { limit, offset } = query;
  return getStaff<AuditLogResponse>(STAFF_OPS_API_PATHS.auditLog, {
    ...filterOf(query),
    limit,
    offset,
  });
}

/** The CSV export of what the query matches, every page of it. */
export function auditLogCsvHref(query: AuditLogQuery): string {
  return `${AUDIT_LOG_CSV_PATH}${staffQueryString(filterOf(query))}`;
}

export const entriesOf = (answer: AuditLogResponse) => answer.entries;
