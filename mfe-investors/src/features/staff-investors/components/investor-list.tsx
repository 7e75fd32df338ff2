import { useEffect, useId } from 'react';
import {
  INVESTOR_STATUSES,
  INVESTOR_SORT_FIELDS,
  STAFF_IR_API_PATHS,
  type InvestorListQuery,
  type InvestorSortField,
  type InvestorListResponse,
  type InvestorSummary,
} from '@gloh/contract/staff-ir';
import {
  INVESTOR_READING_FILTER_LABELS,
  INVESTOR_READING_FILTERS,
  type InvestorReadingFilter,
  VIEWING_NOW_SECONDS,
} from '@gloh/contract/staff-investor-reading';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { Link } from '@gloh/shared/router';
import { useStaffEvents } from '@gloh/staff-ui/events';
import type { StaffTableColumn } from '@gloh/staff-ui/table';
import { StaffFilterSelect } from '@gloh/staff-ui/list-filters';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { staffQueryString } from '@gloh/staff-ui/api-client';
import { StaffStatusList } from '../../../components/staff-status-list';
import { InvestorAccessStatus } from './investor-access-status';
import { STAFF_IR_PAGES, staffInvestorHref } from '../../../config/staff-paths';
import { useStaffList } from '@gloh/staff-ui/list';
import { formatStaffDateAndTime, formatStaffDuration, STAFF_NONE } from '@gloh/staff-ui/format';
import { getStaffIr } from '../../../api/staff-ir-api';
import { useInvestorActions } from '../hooks/use-investor-actions';

const getInvestors = (query: InvestorListQuery) => getStaffIr('investors', {}, query);
const rowsOf = (answer: InvestorListResponse) => answer.investors;

const INITIAL_QUERY: InvestorListQuery = {
  sort: 'email',
  direction: 'asc',
  limit: STAFF_LIST_LIMITS.defaultLimit,
  offset: 0,
  status: undefined,
  reading: undefined,
  search: undefined,
};

/** Half the "viewing now" window: a reader who stops drops off the list within it. */
const LIST_REFRESH_MS = (VIEWING_NOW_SECONDS * 1000) / 2;

const fullName = (investor: InvestorSummary) => `${investor.firstName} ${investor.lastName}`.trim();

/** The CSV export's address: the list's filter and order as they are now, without paging. */
function exportHref({ status, reading, search, sort, direction }: InvestorListQuery): string {
  return `${STAFF_IR_API_PATHS.investorsExport}${staffQueryString({
    status,
    reading,
    search: search?.trim(),
    sort,
    direction,
  })}`;
}

/** What a link to the list may choose. */
const URL_CHOICES = {
  status: INVESTOR_STATUSES,
  reading: INVESTOR_READING_FILTERS,
  sort: INVESTOR_SORT_FIELDS,
  direction: SORT_DIRECTIONS,
};

const READING_OPTIONS = [
  { value: '' as const, label: 'All' },
  ...INVESTOR_READING_FILTERS.map((value) => ({
    value,
    label: INVESTOR_READING_FILTER_LABELS[value],
  })),
];

/** A time on two lines (date, then time), so the many time columns stay narrow. */
function StaffTime({ iso }: { iso: string | null }) {
  if (iso === null) return STAFF_NONE;
  const { date, time } = formatStaffDateAndTime(iso);
  return (
    <time dateTime={iso} className="text-nowrap">
      {date}
      <br />
      {time}
    </time>
  );
}

/** "17 %" over "2 of 12 pages": how much of the live deck they reached. */
function Completion({ row }: { row: InvestorSummary }) {
  if (row.livePageCount === 0) return STAFF_NONE;
  return (
    <>
      {row.completionPercent} % <br />
      <small className="text-nowrap">
        {row.pagesReached} of {row.livePageCount} pages
      </small>
    </>
  );
}

/**
 * The investors with how they read the deck (completion, reading time, first and last opening,
 * downloads, who is viewing it now), their access and sessions; revoke or send a reset link.
 */
export function InvestorList() {
  const list = useStaffList({
    initialQuery: INITIAL_QUERY,
    urlChoices: URL_CHOICES,
    fetchPage: getInvestors,
    rowsOf,
  });
  const actions = useInvestorActions(list.reload);
  const readingId = useId();

  useStaffEvents((event) => {
    if (event.type === 'deck-opened') list.reload();
  });
  // Only an investor's first opening of the day is announced, and reading reports not at all: so
  // that "viewing now" and the times stay current, the list loads again now and then while shown.
  const { reload } = list;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, LIST_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  const columns: StaffTableColumn<InvestorSummary, InvestorSortField>[] = [
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      render: (row) => (
        <>
          <Link to={staffInvestorHref(row.id)}>{fullName(row)}</Link>
          <div className="small">{row.email}</div>
          {row.companyName && <div className="small text-body-secondary">{row.companyName}</div>}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <InvestorAccessStatus investor={row} />,
    },
    {
      key: 'completion',
      header: 'Completion',
      sortField: 'completion',
      render: (row) => <Completion row={row} />,
    },
    {
      key: 'reading-time',
      header: 'Reading time',
      sortField: 'readingTime',
      render: (row) => formatStaffDuration(row.readingSeconds),
    },
    {
      key: 'first-opened',
      header: 'First opened',
      sortField: 'firstOpenedAt',
      render: (row) => <StaffTime iso={row.firstOpenedAt} />,
    },
    {
      key: 'last-opened',
      header: 'Last opened',
      sortField: 'lastOpenedAt',
      render: (row) => <StaffTime iso={row.lastOpenedAt} />,
    },
    {
      key: 'downloads',
      header: 'Downloads',
      sortField: 'downloads',
      render: (row) => (
        <>
          {row.downloads}
          {/* Staff turned downloading off for them (on their page). */}
          {!row.downloadAllowed && <div className="small text-nowrap">Not allowed</div>}
        </>
      ),
    },
    {
      key: 'viewing-now',
      header: 'Viewing now',
      sortField: 'viewingNow',
      render: (row) =>
        row.viewingNow ? <span className="badge text-bg-success">Viewing now</span> : 'No',
    },
    {
      key: 'sessions',
      header: 'Active sessions',
      sortField: 'activeSessions',
      render: (row) => row.activeSessions,
    },
    {
      key: 'last-visit',
      header: 'Last visit',
      sortField: 'lastVisitAt',
      render: (row) => <StaffTime iso={row.lastVisitAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => actions.buttons({ ...row, name: fullName(row) }),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <StaffPageHeading title={STAFF_IR_PAGES.investors.title} className="h3 mb-0" />
        {/* A plain download: the browser sends the session cookie with it. */}
        <a className="btn btn-outline-secondary" href={exportHref(list.query)} download>
          Export CSV
        </a>
      </div>
      {actions.dialogs}
      <StaffStatusList
        list={list}
        statuses={INVESTOR_STATUSES}
        defaultSort={{ field: 'email', direction: 'asc' }}
        notice={actions.notice}
        caption="Investors"
        columns={columns}
        emptyText="No investors match."
        filters={
          <StaffFilterSelect<InvestorReadingFilter | ''>
            id={readingId}
            label="Reading"
            options={READING_OPTIONS}
            value={list.query.reading ?? ''}
            onChange={(reading) => list.setQuery({ reading: reading === '' ? undefined : reading })}
          />
        }
      />
    </>
  );
}
