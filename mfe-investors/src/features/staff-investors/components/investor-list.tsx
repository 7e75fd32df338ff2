import { useState } from 'react';
import {
  INVESTOR_STATUSES,
  INVESTOR_SORT_FIELDS,
  type InvestorListQuery,
  type InvestorSortField,
  type InvestorListResponse,
  type InvestorSummary,
} from '@gloh/contract/staff-ir';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { Link } from '@gloh/shared/router';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { useStaffEvents } from '@gloh/staff-ui/events';
import type { StaffTableColumn } from '@gloh/staff-ui/table';
import { staffActionRefusal, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { StaffStatusList } from '../../../components/staff-status-list';
import { InvestorAccessStatus } from './investor-access-status';
import { STAFF_IR_PAGES, staffInvestorHref } from '../../../config/staff-paths';
import { useStaffList } from '@gloh/staff-ui/list';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { mailReceiptOf, mailReceiptText, RevealOnce } from '@gloh/staff-ui/mail-receipt';
import type { MailReceipt } from '@gloh/contract/staff-ops';
import { getStaffIr, postStaffIrAction } from '../../../api/staff-ir-api';

const getInvestors = (query: InvestorListQuery) => getStaffIr('investors', {}, query);
const rowsOf = (answer: InvestorListResponse) => answer.investors;

const INITIAL_QUERY: InvestorListQuery = {
  sort: 'email',
  direction: 'asc',
  limit: STAFF_LIST_LIMITS.defaultLimit,
  offset: 0,
  status: undefined,
  search: undefined,
};

const fullName = (investor: InvestorSummary) => `${investor.firstName} ${investor.lastName}`.trim();

/** What a link to the list may choose. */
const URL_CHOICES = {
  status: INVESTOR_STATUSES,
  sort: INVESTOR_SORT_FIELDS,
  direction: SORT_DIRECTIONS,
};

/** The investors with their access, sessions and last visit; revoke or send a reset link. */
export function InvestorList() {
  const list = useStaffList({
    initialQuery: INITIAL_QUERY,
    urlChoices: URL_CHOICES,
    fetchPage: getInvestors,
    rowsOf,
  });
  const [notice, setNotice] = useState<StaffActionOutcome>(null);
  const [acting, setActing] = useState(false);
  const [revoking, setRevoking] = useState<InvestorSummary | null>(null);
  const [receipt, setReceipt] = useState<MailReceipt | null>(null);

  useStaffEvents((event) => {
    if (event.type === 'deck-opened') list.reload();
  });

  const run = async (action: () => Promise<{ done: string } | { failure: StaffActionOutcome }>) => {
    setActing(true);
    setNotice(null);
    setReceipt(null);
    const result = await action();
    setActing(false);
    if ('done' in result) {
      setNotice({ kind: 'done', text: result.done });
      list.reload();
    } else {
      setNotice(result.failure);
    }
  };

  const revoke = (investor: InvestorSummary) =>
    run(async () => {
      const outcome = await postStaffIrAction(
        'investorRevoke',
        { id: investor.id },
        {},
        { stepUpAction: `revoke ${fullName(investor)}'s access` },
      );
      if (outcome.kind !== 'ok') {
        return {
          failure: staffActionRefusal(
            outcome,
            `The access of ${fullName(investor)} was not revoked.`,
          ),
        };
      }
      const ended = outcome.body.sessionsEnded;
      return {
        done: `Revoked the access of ${fullName(investor)}; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`,
      };
    });

  const reset = (investor: InvestorSummary) =>
    run(async () => {
      const outcome = await postStaffIrAction('investorResetLink', { id: investor.id });
      if (outcome.kind !== 'ok') {
        return {
          failure: staffActionRefusal(outcome, `No reset link was sent to ${fullName(investor)}.`),
        };
      }
      const { email, expiresAt } = outcome.body;
      const mail = mailReceiptOf(outcome.body);
      setReceipt(mail);
      const until = `it works until ${formatStaffDateTime(expiresAt)}`;
      return {
        done: mailReceiptText(
          mail,
          `A reset link was mailed to ${email}; ${until}.`,
          `The reset link for ${email} (${until}) is`,
        ),
      };
    });

  const columns: StaffTableColumn<InvestorSummary, InvestorSortField>[] = [
    {
      key: 'name',
      header: 'Name',
      sortField: 'name',
      render: (row) => <Link to={staffInvestorHref(row.id)}>{fullName(row)}</Link>,
    },
    { key: 'company', header: 'Company', render: (row) => row.companyName ?? '—' },
    { key: 'email', header: 'Email', sortField: 'email', render: (row) => row.email },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <InvestorAccessStatus investor={row} />,
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
      render: (row) => formatStaffDateTime(row.lastVisitAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <div className="d-flex flex-wrap gap-2">
          {row.status === 'active' && (
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              aria-label={`Revoke access: ${fullName(row)}`}
              disabled={acting}
              onClick={() => setRevoking(row)}
            >
              Revoke access
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={`Send reset link: ${fullName(row)}`}
            disabled={acting}
            onClick={() => void reset(row)}
          >
            Send reset link
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeading title={STAFF_IR_PAGES.investors.title} />
      <RevealOnce key={receipt?.id} receipt={receipt} />
      <StaffStatusList
        list={list}
        statuses={INVESTOR_STATUSES}
        defaultSort={{ field: 'email', direction: 'asc' }}
        notice={notice}
        caption="Investors"
        columns={columns}
        emptyText="No investors match."
      />
      <ConfirmDialog
        subject={revoking}
        title={(investor) => `Revoke access for ${fullName(investor)} (${investor.email})?`}
        confirmLabel="Revoke access"
        onCancel={() => setRevoking(null)}
        onConfirm={(investor) => {
          setRevoking(null);
          void revoke(investor);
        }}
      >
        {() => 'They can no longer open the deck, and their open sessions end now.'}
      </ConfirmDialog>
    </>
  );
}
