import { useState } from 'react';
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
  const [rejecting, setRejecting] = useState<AccessRequestSummary | null>(null);
  const [approving, setApproving] = useState<AccessRequestSummary | null>(null);
  const [acting, setActing] = useState<number | null>(null);
  const [receipt, setReceipt] = useState<MailReceipt | null>(null);

  useStaffEvents((event) => {
    if (event.type === 'access-request') list.reload();
  });

  const approve = async (request: AccessRequestSummary) => {
    setActing(request.id);
    setNotice(null);
    setReceipt(null);
    const outcome = await postStaffIrAction(
      'requestApprove',
      { id: request.id },
      {},
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

  const reject = async (choice: AccessRequestRejectRequest): Promise<string | null> => {
    if (!rejecting) return null;
    const outcome = await postStaffIrAction('requestReject', { id: rejecting.id }, choice);
    if (outcome.kind !== 'ok') {
      return staffFailureMessage(outcome, `The request of ${rejecting.name} was not rejected.`);
    }
    setNotice({ kind: 'done', text: `Rejected the request of ${rejecting.name}.` });
    setRejecting(null);
    list.reload();
    return null;
  };

  const columns: StaffTableColumn<AccessRequestSummary, AccessRequestSortField>[] = [
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
                setRejecting(row);
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
        request={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={reject}
      />
      <ApproveRequestDialog
        request={approving}
        onCancel={() => setApproving(null)}
        onConfirm={(request) => {
          // Closed before the call: the passkey dialog the API may ask for opens on its own.
          setApproving(null);
          void approve(request);
        }}
      />
    </>
  );
}
