import { auditActionLabel } from '@gloh/contract/audit-actions';
import {
  AUDIT_LOG_SORTS,
  type AuditEntrySummary,
  type AuditLogSort,
} from '@gloh/contract/staff-ops';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { useStaffList } from '@gloh/staff-ui/list';
import { StaffTable, type StaffTableColumn } from '@gloh/staff-ui/table';
import { ADMIN_PAGE_TITLES } from '../admin-page-titles';
import { StaffAdminPage } from '../staff-admin-page';
import { StaffTimeText } from '../staff-time-text';
import { AuditDetails } from './audit-details';
import { auditLogCsvHref, entriesOf, fetchAuditLog, type AuditLogQuery } from './audit-log-api';
import { AuditLogFilters } from './audit-log-filters';

const LIST_FAILED = 'The audit log could not be loaded.';
const NONE = '—';
const INITIAL_QUERY: AuditLogQuery = {
  sort: 'at',
  dir: 'desc',
  limit: STAFF_LIST_LIMITS.defaultLimit,
  offset: 0,
  actor: undefined,
  action: undefined,
  from: undefined,
  to: undefined,
  staffOnly: undefined,
};
const URL_CHOICES = { sort: AUDIT_LOG_SORTS, dir: SORT_DIRECTIONS, staffOnly: ['true'] };

/** A staff member by name with their email under it; anyone else as recorded. */
function Actor({ entry }: { entry: AuditEntrySummary }) {
  if (entry.actorName === null) return <span className="text-break">{entry.actor}</span>;
  return (
    <>
      {entry.actorName}
      <br />
      <span className="small text-body-secondary text-break">{entry.actor}</span>
    </>
  );
}

const COLUMNS: StaffTableColumn<AuditEntrySummary, AuditLogSort>[] = [
  {
    key: 'at',
    header: 'When',
    sortField: 'at',
    render: (entry) => <StaffTimeText iso={entry.at} />,
  },
  { key: 'actor', header: 'Who', sortField: 'actor', render: (entry) => <Actor entry={entry} /> },
  {
    key: 'action',
    header: 'What',
    sortField: 'action',
    render: (entry) => auditActionLabel(entry.action),
  },
  { key: 'email', header: 'Email', render: (entry) => entry.email ?? NONE },
  { key: 'ip', header: 'Address', render: (entry) => entry.ip ?? NONE },
  {
    key: 'details',
    header: 'Details',
    render: (entry) => <AuditDetails details={entry.details} staffMember={entry.staffMember} />,
  },
];

/** Admins read who did what and when: sign-ins, staff changes, investor access, mail retries. */
export default function AuditLogPage() {
  const list = useStaffList({
    initialQuery: INITIAL_QUERY,
    urlChoices: URL_CHOICES,
    fetchPage: fetchAuditLog,
    rowsOf: entriesOf,
    failure: LIST_FAILED,
  });
  return (
    <StaffAdminPage title={ADMIN_PAGE_TITLES.auditLog}>
      <AuditLogFilters
        query={list.query}
        onFilter={(filter) => list.setQuery(filter)}
        onChange={list.setQuery}
      />
      <p>
        {/* A plain download: the browser sends the session cookie with it. */}
        <a className="btn btn-outline-secondary" href={auditLogCsvHref(list.query)} download>
          Export CSV
        </a>
      </p>
      <StaffTable
        caption="Audit entries"
        columns={COLUMNS}
        rows={list.rows}
        rowKey={(entry) => entry.id}
        sort={{ field: list.query.sort, direction: list.query.dir }}
        onSortChange={(sort) => list.setQuery({ sort: sort.field, dir: sort.direction })}
        page={list.page}
        onOffsetChange={(offset) => list.setQuery({ offset })}
        busy={list.busy}
        emptyText={list.busy ? 'Loading…' : 'No entries match.'}
        error={list.error}
        onRetry={list.reload}
      />
    </StaffAdminPage>
  );
}
