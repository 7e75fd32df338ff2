import type { ReactNode } from 'react';
import type { StaffListQuery } from '@gloh/contract/staff-ir';
import type { StaffList } from '@gloh/staff-ui/list';
import { StaffActionNotice, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { StaffListFilters, staffStatusOptions } from '@gloh/staff-ui/list-filters';
import { StaffTable, type StaffTableColumn, type StaffTableSort } from '@gloh/staff-ui/table';

type StatusQuery<Status extends string, Sort extends string> = StaffListQuery<Sort> & {
  status?: Status;
};

/**
 * The investor relations lists (investors, access requests) are filtered by status and searched
 * by name, email or company the same way; this is that frame around each list's own columns, so
 * the two lists cannot drift apart in how they filter, sort and page.
 */
export function StaffStatusList<
  Row extends { id: string | number },
  Status extends string,
  Sort extends string,
>({
  list,
  statuses,
  defaultSort,
  notice,
  caption,
  columns,
  emptyText,
  filters,
}: {
  list: Pick<
    StaffList<StatusQuery<Status, Sort>, unknown, Row>,
    'query' | 'setQuery' | 'rows' | 'page' | 'busy' | 'error' | 'reload'
  >;
  statuses: readonly Status[];
  /** The order the API sorts by when the query names none. */
  defaultSort: StaffTableSort<Sort>;
  /** The outcome of the last action taken on a row. */
  notice: StaffActionOutcome;
  caption: string;
  columns: readonly StaffTableColumn<Row, Sort>[];
  /** Said when no row matches (the table says 'Loading…' until the first answer). */
  emptyText: string;
  /** The list's own filters, beside Status (StaffFilterSelect). */
  filters?: ReactNode;
}) {
  const { query, setQuery, rows, page, busy, error, reload } = list;
  return (
    <>
      <StaffListFilters
        options={staffStatusOptions(statuses)}
        status={query.status ?? ''}
        onStatusChange={(status) => setQuery({ status: status === '' ? undefined : status })}
        search={query.search ?? ''}
        onSearch={(search) => setQuery({ search })}
        searchHint="Name, email or company"
        pageSize={query.limit ?? page.limit}
        onPageSizeChange={(limit) => setQuery({ limit })}
      >
        {filters}
      </StaffListFilters>
      <StaffActionNotice outcome={notice} />
      <StaffTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{
          field: query.sort ?? defaultSort.field,
          direction: query.direction ?? defaultSort.direction,
        }}
        onSortChange={(sort) => setQuery({ sort: sort.field, direction: sort.direction })}
        page={page}
        onOffsetChange={(offset) => setQuery({ offset })}
        busy={busy}
        emptyText={busy ? 'Loading…' : emptyText}
        error={error}
        onRetry={reload}
      />
    </>
  );
}
