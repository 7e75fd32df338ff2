import { useEffect, useRef, useState } from 'react';
import {
  STAFF_OPS_API_PATHS,
  type ContactMessageSort,
  type ContactMessageSummary,
  type ContactMessagesResponse,
} from '@gloh/contract/staff-ops';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import { useStaffEvents } from '@gloh/staff-ui/events';
import { formatStaffDateAndTime, formatStaffDateTime } from '@gloh/staff-ui/format';
import { useStaffList } from '@gloh/staff-ui/list';
import { StaffListFilters } from '@gloh/staff-ui/list-filters';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import type { StaffPageProps } from '@gloh/staff-ui/pages';
import { StaffTable, type StaffTableColumn } from '@gloh/staff-ui/table';
import { STAFF_PAGE_TITLES } from '../../config/staff-pages';
import {
  exportQueryString,
  HANDLED_OPTIONS,
  INITIAL_FILTER,
  URL_CHOICES,
} from './contact-messages-filter';
import { getContactMessages } from './get-contact-messages';
import { MessageText } from './message-text';
import { setContactMessageHandled } from './set-contact-message-handled';
import { ErrorAlert } from '../../components/error-alert';

const messagesOf = (answer: ContactMessagesResponse) => answer.messages;

const TITLE = STAFF_PAGE_TITLES.contactMessages;
const LOAD_FAILED = 'The contact messages could not be loaded. Try again.';
const UPDATE_FAILED = 'The message could not be updated. Try again.';

function HandledState({ message }: { message: ContactMessageSummary }) {
  if (message.handledAt === null) return <>Not yet</>;
  return (
    <>
      {message.handledBy ?? 'Someone'},{' '}
      <time dateTime={message.handledAt} className="text-nowrap">
        {formatStaffDateTime(message.handledAt)}
      </time>
    </>
  );
}

function ReceivedAt({ iso }: { iso: string }) {
  const { date, time } = formatStaffDateAndTime(iso);
  return (
    <time dateTime={iso}>
      <span className="text-nowrap">{date}</span> <span className="text-nowrap">{time}</span>
    </time>
  );
}

/** Marketing's inbox: what visitors sent through the contact form, and who has answered it. */
export default function StaffContactMessagesPage(_props: StaffPageProps) {
  const {
    query: filter,
    setQuery: change,
    rows,
    page,
    busy: loading,
    error: loadError,
    reload,
    replaceRow,
  } = useStaffList({
    initialQuery: INITIAL_FILTER,
    urlChoices: URL_CHOICES,
    fetchPage: getContactMessages,
    rowsOf: messagesOf,
    failure: LOAD_FAILED,
  });
  const [updatingId, setUpdatingId] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [updateError, setUpdateError] = useState<string | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  // Where focus goes once an update is shown: the next row's action, or the heading (null: the
  // list's last row), so it is not left on <body> by the button disabled while it worked.
  const [focusAfterUpdate, setFocusAfterUpdate] = useState<number | null | undefined>(undefined);

  useEffect(() => {
    if (focusAfterUpdate === undefined) return;
    setFocusAfterUpdate(undefined);
    const page = pageRef.current;
    const next =
      focusAfterUpdate === null
        ? null
        : page?.querySelector<HTMLElement>(`[data-message-action="${focusAfterUpdate}"]`);
    const target = next ?? page?.querySelector<HTMLElement>('h1');
    if (target && !next) target.tabIndex = -1;
    target?.focus();
  }, [focusAfterUpdate]);

  // A new message shows at once in the list as filtered and sorted now, and is announced.
  useStaffEvents((event) => {
    if (event.type !== 'contact-message') return;
    reload();
    setStatus(`New contact message from ${event.data.name}.`);
  });

  const toggleHandled = async (message: ContactMessageSummary) => {
    const handled = message.handledAt === null;
    setUpdatingId(message.id);
    setUpdateError(null);
    setStatus('');
    const outcome = await setContactMessageHandled(message.id, handled);
    setUpdatingId(null);
    const nextRow = rows[rows.findIndex((row) => row.id === message.id) + 1];
    if (outcome.kind !== 'ok') {
      setUpdateError(staffFailureMessage(outcome, UPDATE_FAILED));
      return;
    }
    const updated = outcome.body.message;
    // The row stays where it is, even when it no longer matches the status filter, so the
    // member sees what they did and can undo it.
    replaceRow(updated, (row) => row.id === updated.id);
    setFocusAfterUpdate(nextRow ? nextRow.id : null);
    setStatus(
      `Message from ${updated.name} marked ${updated.handledAt === null ? 'not handled' : 'handled'}.`,
    );
  };

  const columns: StaffTableColumn<ContactMessageSummary, ContactMessageSort>[] = [
    {
      key: 'received',
      header: 'Received',
      sortField: 'createdAt',
      render: (message) => <ReceivedAt iso={message.createdAt} />,
    },
    { key: 'name', header: 'Name', sortField: 'name', render: (message) => message.name },
    {
      key: 'email',
      header: 'Email',
      sortField: 'email',
      render: (message) => <a href={`mailto:${message.email}`}>{message.email}</a>,
    },
    {
      key: 'message',
      header: 'Message',
      render: (message) => <MessageText text={message.message} sender={message.name} />,
    },
    { key: 'handled', header: 'Handled', render: (message) => <HandledState message={message} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (message) => {
        const action = message.handledAt === null ? 'Mark handled' : 'Mark not handled';
        return (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm text-nowrap"
            aria-label={`${action}: message from ${message.name}`}
            data-message-action={message.id}
            disabled={updatingId === message.id}
            onClick={() => void toggleHandled(message)}
          >
            {action}
          </button>
        );
      },
    },
  ];

  return (
    <div ref={pageRef}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <StaffPageHeading title={TITLE} className="h3 mb-0" />
        {/* A plain download: the browser sends the session cookie with it. */}
        <a
          className="btn btn-outline-secondary"
          href={`${STAFF_OPS_API_PATHS.contactMessagesCsv}${exportQueryString(filter)}`}
          download
        >
          Export CSV
        </a>
      </div>
      <StaffListFilters
        options={HANDLED_OPTIONS}
        status={filter.handled}
        onStatusChange={(handled) => change({ handled })}
        search={filter.q}
        onSearch={(q) => change({ q })}
        pageSize={filter.limit}
        onPageSizeChange={(limit) => change({ limit })}
      />
      <ErrorAlert message={updateError} />
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <StaffTable
        caption={TITLE}
        columns={columns}
        rows={rows}
        rowKey={(message) => message.id}
        sort={{ field: filter.sort, direction: filter.dir }}
        onSortChange={(sort) => change({ sort: sort.field, dir: sort.direction })}
        page={page}
        onOffsetChange={(offset) => change({ offset })}
        busy={loading}
        emptyText={loading ? 'Loading…' : 'No contact messages match.'}
        error={loadError}
        onRetry={reload}
      />
    </div>
  );
}
