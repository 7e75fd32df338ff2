import { useMemo, useState } from 'react';
import {
  ACCESS_REQUEST_STATUSES,
  ACCESS_REQUEST_SORT_FIELDS,
  type AccessRequestListQuery,
  type AccessRequestRejectRequest,
  type AccessRequestSortField,
  type AccessRequestListResponse,
  type AccessRequestSummary,
} from '@gloh/contract/staff-ir';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import { useStaffEvents } from '@gloh/staff-ui/events';
import type { StaffTableColumn } from '@gloh/staff-ui/table';
import { staffActionRefusal, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { StaffStatusList } from '../../components/staff-status-list';
import { STAFF_IR_PAGES } from '../../config/staff-paths';
import { useStaffList } from '@gloh/staff-ui/list';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { getStaffIr, postStaffIrAction } from '../../api/staff-ir-api';
import { RejectRequestDialog } from './components/reject-request-dialog';
import { ApproveRequestDialog } from './components/approve-request-dialog';
import { mailReceiptOf, mailReceiptText, RevealOnce } from '@gloh/staff-ui/mail-receipt';
import type { MailReceipt } from '@gloh/contract/staff-ops';
import { approveRequests, rejectRequests } from './api/decide-requests';
import { bulkOutcome, type RevealableCode } from './bulk-outcome';
import { BulkApproveDialog } from './components/bulk-approve-dialog';
import { BulkSelectionBar } from './components/bulk-selection-bar';
import { requestCount } from './components/request-count';

/** How much of a requester's message the table shows until the whole text is opened. */
const MESSAGE_PREVIEW_LENGTH = 60;
const MESSAGE_OPEN_WIDTH = '30rem';

const getAccessRequests = (query: AccessRequestListQuery) => getStaffIr('requests', {}, query);
const rowsOf = (answer: AccessRequestListResponse) => answer.requests;

const INITIAL_QUERY: AccessRequestListQuery = {
  status: 'pending',
  sort: 'createdAt',
  direction: 'desc',
  limit: STAFF_LIST_LIMITS.defaultLimit,
  offset: 0,
  search: undefined,
};

/** What a link to the list may choose. */
const URL_CHOICES = {
  status: ACCESS_REQUEST_STATUSES,
  sort: ACCESS_REQUEST_SORT_FIELDS,
  direction: SORT_DIRECTIONS,
};

/** A long message opens in place (keyboard and screen readers too, unlike a tooltip). */
function MessagePreview({ message }: { message: string | null }) {
  if (!message) return <>—</>;
  if (message.length <= MESSAGE_PREVIEW_LENGTH) return <>{message}</>;
  return (
    // Opened, the whole text wraps in a column of reading width instead of widening the table.
    <details style={{ maxWidth: MESSAGE_OPEN_WIDTH }}>
      <summary>{`${message.slice(0, MESSAGE_PREVIEW_LENGTH).trimEnd()}…`}</summary>
      <p className="mb-0 text-break">{message}</p>
    </details>
  );
}

/** /staff/ir/access-requests: people asking to read the deck, approved or declined here. */
export default function StaffAccessRequestsPage() {
  const list = useStaffList({
    initialQuery: INITIAL_QUERY,
    urlChoices: URL_CHOICES,
    fetchPage: getAccessRequests,
    rowsOf,
  });
  const [notice, setNotice] = useState<StaffActionOutcome>(null);
  const [rejecting, setRejecting] = useState<readonly AccessRequestSummary[] | null>(null);
  const [approving, setApproving] = useState<AccessRequestSummary | null>(null);
  const [approvingMany, setApprovingMany] = useState<readonly AccessRequestSummary[] | null>(null);
  /** A request id while one is decided, 'bulk' while several are. */
  const [acting, setActing] = useState<number | 'bulk' | null>(null);
  const [receipt, setReceipt] = useState<MailReceipt | null>(null);
  const [revealable, setRevealable] = useState<RevealableCode[]>([]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());

  // Only pending requests on the page shown can be selected; what left the page is not.
  const pending = useMemo(() => list.rows.filter((row) => row.status === 'pending'), [list.rows]);
  const selected = pending.filter((row) => selectedIds.has(row.id));
  const toggle = (id: number, on: boolean) =>
    setSelectedIds((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const startAction = () => {
    setNotice(null);
    setReceipt(null);
    setRevealable([]);
  };

  useStaffEvents((event) => {
    if (event.type === 'access-request') list.reload();
  });

  const approve = async (request: AccessRequestSummary, accessExpiresAt: string | null) => {
    setActing(request.id);
    startAction();
    const outcome = await postStaffIrAction(
      'requestApprove',
      { id: request.id },
      accessExpiresAt ? { accessExpiresAt } : {},
      { stepUpAction: `approve the request of ${request.name}` },
    );
    setActing(null);
    if (outcome.kind === 'ok') {
      const { email } = outcome.body.investor;
      const mail = mailReceiptOf(outcome.body);
      const done = outcome.body.reactivated
        ? `Access restored: ${email} had been revoked;`
        : 'Approved:';
      setNotice({
        kind: 'done',
        // The API's word, not the list's: the email may have been revoked since the list loaded.
        text: mailReceiptText(
          mail,
          outcome.body.reactivated
            ? `${done} a new access code was mailed to them.`
            : `${done} the access code was mailed to ${email}.`,
          `${done} the access code for ${email} is`,
        ),
      });
      setReceipt(mail);
      list.reload();
    } else {
      setNotice(staffActionRefusal(outcome, `The request of ${request.name} was not approved.`));
    }
  };

  const approveMany = async (
    requests: readonly AccessRequestSummary[],
    accessExpiresAt: string | null,
  ) => {
    setActing('bulk');
    startAction();
    const outcome = await approveRequests(
      requests.map((request) => request.id),
      `approve ${requestCount(requests.length)}`,
      accessExpiresAt,
    );
    setActing(null);
    const result = bulkOutcome('approve', requests, outcome);
    setNotice(result.notice);
    setRevealable(result.revealable);
    if (outcome.kind === 'ok') {
      setSelectedIds(new Set());
      list.reload();
    }
  };

  const rejectOne = async (
    request: AccessRequestSummary,
    choice: AccessRequestRejectRequest,
  ): Promise<string | null> => {
    const outcome = await postStaffIrAction('requestReject', { id: request.id }, choice);
    if (outcome.kind !== 'ok') {
      return staffFailureMessage(outcome, `The request of ${request.name} was not rejected.`);
    }
    setNotice({ kind: 'done', text: `Rejected the request of ${request.name}.` });
    return null;
  };

  const rejectMany = async (
    requests: readonly AccessRequestSummary[],
    choice: AccessRequestRejectRequest,
  ): Promise<string | null> => {
    setActing('bulk');
    const outcome = await rejectRequests(
      requests.map((request) => request.id),
      choice,
      `reject ${requestCount(requests.length)}`,
    );
    setActing(null);
    // A refusal of the whole call (declined passkey, offline) keeps the dialog open with it.
    if (outcome.kind !== 'ok') {
      return staffFailureMessage(outcome, 'The requests were not rejected.');
    }
    setNotice(bulkOutcome('reject', requests, outcome, choice.notify === true).notice);
    setSelectedIds(new Set());
    return null;
  };

  const reject = async (choice: AccessRequestRejectRequest): Promise<string | null> => {
    if (!rejecting || rejecting.length === 0) return null;
    startAction();
    const failure =
      rejecting.length === 1
        ? await rejectOne(rejecting[0]!, choice)
        : await rejectMany(rejecting, choice);
    if (failure === null) {
      setRejecting(null);
      list.reload();
    }
    return failure;
  };

  const columns: StaffTableColumn<AccessRequestSummary, AccessRequestSortField>[] = [
    {
      key: 'select',
      header: 'Select',
      render: (row) =>
        row.status === 'pending' ? (
          <input
            type="checkbox"
            className="form-check-input"
            aria-label={`Select ${row.name}`}
            checked={selectedIds.has(row.id)}
            disabled={acting !== null}
            onChange={(event) => toggle(row.id, event.target.checked)}
          />
        ) : null,
    },
    {
      key: 'received',
      header: 'Received',
      sortField: 'createdAt',
      render: (row) => formatStaffDateTime(row.createdAt),
    },
    { key: 'name', header: 'Name', sortField: 'name', render: (row) => row.name },
    {
      key: 'company',
      header: 'Company',
      sortField: 'companyName',
      render: (row) => row.companyName,
    },
    {
      key: 'email',
      header: 'Email',
      sortField: 'email',
      render: (row) => <a href={`mailto:${row.email}`}>{row.email}</a>,
    },
    { key: 'phone', header: 'Phone', render: (row) => row.phoneNumber },
    {
      key: 'message',
      header: 'Message',
      render: (row) => <MessagePreview message={row.message} />,
    },
    { key: 'status', header: 'Status', sortField: 'status', render: (row) => row.status },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) =>
        row.status === 'pending' ? (
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-success btn-sm"
              aria-label={`Approve ${row.name}`}
              disabled={acting !== null}
              onClick={() => {
                setNotice(null);
                setApproving(row);
              }}
            >
              Approve
            </button>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              aria-label={`Reject ${row.name}`}
              disabled={acting !== null}
              onClick={() => {
                setNotice(null);
                setRejecting([row]);
              }}
            >
              Reject
            </button>
          </div>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <StaffPageHeading title={STAFF_IR_PAGES.accessRequests.title} />
      <RevealOnce key={receipt?.id} receipt={receipt} />
      {revealable.length > 0 && (
        <ul className="list-unstyled">
          {revealable.map(({ request, receipt: waiting }) => (
            <li key={waiting.id}>
              <p className="mb-1">
                {request.name} ({request.email}):
              </p>
              <RevealOnce receipt={waiting} />
            </li>
          ))}
        </ul>
      )}
      <BulkSelectionBar
        selectable={pending.length}
        selected={selected.length}
        busy={acting !== null}
        onSelectAll={(on) => setSelectedIds(new Set(on ? pending.map((row) => row.id) : []))}
        onApprove={() => {
          setNotice(null);
          setApprovingMany(selected);
        }}
        onReject={() => {
          setNotice(null);
          setRejecting(selected);
        }}
      />
      <StaffStatusList
        list={list}
        statuses={ACCESS_REQUEST_STATUSES}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        notice={notice}
        caption="Access requests"
        columns={columns}
        emptyText="No access requests match."
      />
      <RejectRequestDialog
        requests={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={reject}
      />
      <ApproveRequestDialog
        request={approving}
        onCancel={() => setApproving(null)}
        onConfirm={(request, accessExpiresAt) => {
          // Closed before the call: the passkey dialog the API may ask for opens on its own.
          setApproving(null);
          void approve(request, accessExpiresAt);
        }}
      />
      <BulkApproveDialog
        requests={approvingMany}
        onCancel={() => setApprovingMany(null)}
        onConfirm={(requests, accessExpiresAt) => {
          // Closed before the call, as for one: the passkey dialog opens on its own.
          setApprovingMany(null);
          void approveMany(requests, accessExpiresAt);
        }}
      />
    </>
  );
}
