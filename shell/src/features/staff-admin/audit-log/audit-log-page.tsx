import type { AuditEntrySummary, AuditLogSort } from '@gloh/contract/staff-ops';
import { useStaffList } from '@gloh/staff-ui/list';
import { StaffTable, type StaffTableColumn } from '@gloh/staff-ui/table';
import { ADMIN_PAGE_TITLES } from '../admin-page-titles';
import { ListLoadError } from '../list-load-error';
import { StaffAdminPage } from '../staff-admin-page';
import { StaffTimeText } from '../staff-time-text';
import { AuditDetails } from './audit-details';
import { entriesOf, fetchAuditLog, type AuditLogQuery } from './audit-log-api';
import { AuditLogFilters } from './audit-log-filters';

const LIST_FAILED = 'The audit log could not be loaded.';
const NONE = '—';
const INITIAL_QUERY: AuditLogQuery = { sort: { field: 'at', direction: 'desc' }, offset: 0 };

const COLUMNS: StaffTableColumn<AuditEntrySummary, AuditLogSort>[] = [
  {
    key: 'at',
    header: 'When',
    sortField: 'at',
    render: (entry) => <StaffTimeText iso={entry.at} />,
  },
  { key: 'actor', header: 'Who', sortField: 'actor', render: (entry) => entry.actor },
  { key: 'action', header: 'What', sortField: 'action', render: (entry) => entry.action },
  { key: 'email', header: 'Email', render: (entry) => entry.email ?? NONE },
  { key: 'ip', header: 'Address', render: (entry) => entry.ip ?? NONE },
  {
    key: 'details',
    header: 'Details',
    render: (entry) => <AuditDetails details={entry.details} />,
  },
];

/** Admins read who did what and when: sign-ins, staff changes, investor access, mail retries. */
export default function AuditLogPage() {
  const list = useStaffList({
    initialQuery: INITIAL_QUERY,
    fetchPage: fetchAuditLog,
    rowsOf: entriesOf,
    failure: LIST_FAILED,
  });
  return (
    <StaffAdminPage title={ADMIN_PAGE_TITLES.auditLog}>
      <AuditLogFilters onFilter={(filter) => list.setQuery(filter)} />
      <ListLoadError error={list.error} onRetry={list.reload} />
      <StaffTable
        caption="Audit entries"
        columns={COLUMNS}
        rows={list.rows}
        rowKey={(entry) => entry.id}
        sort={list.query.sort}
        onSortChange={(sort) => list.setQuery({ sort })}
        page={list.page}
        onOffsetChange={(offset) => list.setQuery({ offset })}
        busy={list.busy}
        emptyText="No entries match."
      />
    </StaffAdminPage>
  );
}
