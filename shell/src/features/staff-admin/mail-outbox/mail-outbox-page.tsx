import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  MAIL_OUTBOX_STATES,
  MAIL_SECRET_NAMES,
  STAFF_OPS_API_PATHS,
  type MailDeliveryStatus,
  type MailRevealResponse,
  type MailOutboxState,
  type MailOutboxSummary,
} from '@gloh/contract/staff-ops';
import { SORT_DIRECTIONS, STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import { StaffActionNotice, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { postStaffAction, staffFailureMessage } from '@gloh/staff-ui/api-client';
import { useStaffList } from '@gloh/staff-ui/list';
import {
  StaffFilterInput,
  StaffFilterSelect,
  StaffPageSizeSelect,
  useSearchText,
} from '@gloh/staff-ui/list-filters';
import { StaffTable, type StaffTableColumn } from '@gloh/staff-ui/table';
import { ADMIN_PAGE_TITLES } from '../admin-page-titles';
import { StaffAdminPage } from '../staff-admin-page';
import { StaffTimeText } from '../staff-time-text';
import { fetchMailOutbox, mailsOf, retryMail, type MailOutboxQuery } from './mail-outbox-api';

const STATE_NAMES: Record<MailOutboxState, string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  failed: 'Failed',
  sending: 'Sending',
  sent: 'Sent',
};
// Whole class names, so the shell's Bootstrap usage finds them in this file.
const STATE_BADGES: Record<MailOutboxState, string> = {
  queued: 'badge text-bg-secondary',
  retrying: 'badge text-bg-warning',
  failed: 'badge text-bg-danger',
  sending: 'badge text-bg-info',
  sent: 'badge text-bg-success',
};
const STATE_OPTIONS = [
  { value: '' as const, label: 'All unsent' },
  ...MAIL_OUTBOX_STATES.map((value) => ({ value, label: STATE_NAMES[value] })),
];
const LIST_FAILED = 'The mail outbox could not be loaded.';
const RETRY_FAILED = 'The mail could not be retried.';
const REVEAL_FAILED = 'The code or link could not be revealed.';

/** Says plainly when the mail listed here cannot go out, and what staff can do instead. */
function DeliveryBanner({ delivery }: { delivery: MailDeliveryStatus | null }) {
  if (!delivery || delivery.state === 'ok') return null;
  const waiting = `${delivery.queued} mail${delivery.queued === 1 ? '' : 's'} waiting`;
  return (
    <div className="alert alert-warning" role="note">
      <strong>
        {delivery.state === 'not-configured'
          ? 'Mail is not configured on this server'
          : `Delivery failing: ${delivery.lastError ?? 'unknown error'}`}
      </strong>
      <span>
        {` (${waiting}). Nothing here reaches its recipient until it is fixed; an access code, reset link or invite link can be revealed once from its row and passed on by hand.`}
      </span>
    </div>
  );
}
const NONE = '—';
const INITIAL_QUERY: MailOutboxQuery = {
  dir: 'desc',
  limit: STAFF_LIST_LIMITS.defaultLimit,
  offset: 0,
  state: undefined,
  q: undefined,
};
const URL_CHOICES = { state: MAIL_OUTBOX_STATES, dir: SORT_DIRECTIONS };
const RETRYABLE = new Set<MailOutboxState>(['queued', 'retrying', 'failed']);

/**
 * Admins watch the mail the site sends, bring a waiting mail's next attempt forward, and give a
 * failed one (tried as many times as the outbox allows) another attempt; when mail cannot go out,
 * a banner says so and a code or link can be revealed once to pass on by hand.
 */
export default function MailOutboxPage() {
  const ids = useId();
  // Buttons stay enabled while a retry is on its way (a disabled button drops the focus); a
  // second one waits for the first instead.
  const retrying = useRef(false);
  const [outcome, setOutcome] = useState<StaffActionOutcome>(null);
  const [delivery, setDelivery] = useState<MailDeliveryStatus | null>(null);
  const fetchPage = useCallback(async (query: MailOutboxQuery) => {
    const answer = await fetchMailOutbox(query);
    if (answer.kind === 'ok') setDelivery(answer.body.delivery);
    return answer;
  }, []);
  const list = useStaffList({
    initialQuery: INITIAL_QUERY,
    urlChoices: URL_CHOICES,
    fetchPage,
    rowsOf: mailsOf,
    failure: LIST_FAILED,
  });
  const { replaceRow, setQuery } = list;
  const state = list.query.state ?? '';
  const [search, setSearch] = useSearchText(list.query.q ?? '');

  function apply(nextState: MailOutboxState | '') {
    setQuery({
      state: nextState === '' ? undefined : nextState,
      q: search.trim() || undefined,
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(state);
  }

  const columns = useMemo<StaffTableColumn<MailOutboxSummary, 'createdAt'>[]>(() => {
    async function retry(mail: MailOutboxSummary) {
      if (retrying.current) return;
      retrying.current = true;
      setOutcome(null);
      const answer = await retryMail(mail.id);
      retrying.current = false;
      if (answer.kind === 'ok') {
        replaceRow(answer.body.mail, (shown) => shown.id === mail.id);
        setOutcome({ kind: 'done', text: `The mail to ${mail.to} will be sent again now.` });
      } else {
        setOutcome({ kind: 'refused', text: staffFailureMessage(answer, RETRY_FAILED) });
      }
    }
    async function reveal(mail: MailOutboxSummary) {
      setOutcome(null);
      const answer = await postStaffAction<MailRevealResponse>(
        STAFF_OPS_API_PATHS.mailReveal.replace(':id', encodeURIComponent(mail.id)),
      );
      if (answer.kind === 'ok') {
        replaceRow(
          { ...mail, revealable: false, revealedAt: new Date().toISOString() },
          (shown) => shown.id === mail.id,
        );
        const name = MAIL_SECRET_NAMES[answer.body.kind];
        setOutcome({
          kind: 'done',
          text: `The ${name} for ${answer.body.to}, shown this once: ${answer.body.secret}`,
        });
      } else {
        setOutcome({ kind: 'refused', text: staffFailureMessage(answer, REVEAL_FAILED) });
      }
    }
    return [
      {
        key: 'created',
        header: 'Created',
        sortField: 'createdAt',
        render: (mail) => <StaffTimeText iso={mail.createdAt} />,
      },
      { key: 'to', header: 'To', render: (mail) => mail.to },
      { key: 'subject', header: 'Subject', render: (mail) => mail.subject },
      {
        key: 'state',
        header: 'State',
        render: (mail) => (
          <span className={STATE_BADGES[mail.state]}>{STATE_NAMES[mail.state]}</span>
        ),
      },
      { key: 'attempts', header: 'Attempts', render: (mail) => mail.attempts },
      {
        key: 'last-error',
        header: 'Last error',
        render: (mail) =>
          mail.lastError === null ? (
            NONE
          ) : (
            <span className="small text-break">{mail.lastError}</span>
          ),
      },
      {
        key: 'next-attempt',
        header: 'Next attempt',
        render: (mail) =>
          mail.state === 'sent' ? NONE : <StaffTimeText iso={mail.nextAttemptAt} />,
      },
      {
        key: 'sent',
        header: 'Sent',
        render: (mail) => (mail.sentAt === null ? NONE : <StaffTimeText iso={mail.sentAt} />),
      },
      {
        key: 'actions',
        header: 'Actions',
        render: (mail) => (
          <div className="d-flex flex-wrap gap-2">
            {RETRYABLE.has(mail.state) && delivery?.configured && (
              <button
                type="button"
                className="btn btn-outline-primary btn-sm text-nowrap"
                aria-label={`Retry now: the mail to ${mail.to}`}
                onClick={() => void retry(mail)}
              >
                Retry now
              </button>
            )}
            {mail.revealable && mail.secretKind && (
              <button
                type="button"
                className="btn btn-outline-warning btn-sm text-nowrap"
                aria-label={`Reveal once: the ${MAIL_SECRET_NAMES[mail.secretKind]} for ${mail.to}`}
                onClick={() => void reveal(mail)}
              >
                Reveal {MAIL_SECRET_NAMES[mail.secretKind]}
              </button>
            )}
          </div>
        ),
      },
    ];
  }, [replaceRow, delivery?.configured]);

  return (
    <StaffAdminPage title={ADMIN_PAGE_TITLES.mailOutbox}>
      <DeliveryBanner delivery={delivery} />
      <form className="row g-3 align-items-end mb-3" onSubmit={onSubmit} role="search">
        {/* A state applies at once, with the search text as it stands. */}
        <StaffFilterSelect
          className="col-12 col-sm-4 col-lg-3"
          id={`${ids}-state`}
          label="State"
          options={STATE_OPTIONS}
          value={state}
          onChange={apply}
        />
        <StaffFilterInput
          className="col-12 col-sm-8 col-lg-5"
          id={`${ids}-search`}
          label="Search"
          hint="Part of the address or the subject."
          type="search"
          maxLength={STAFF_LIST_LIMITS.maxSearchLength}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="col-12 col-lg-auto mb-lg-4">
          <button type="submit" className="btn btn-primary">
            Filter
          </button>
        </div>
        <StaffPageSizeSelect
          className="col-12 col-sm-4 col-lg-2"
          id={`${ids}-size`}
          value={list.query.limit}
          onChange={(limit) => setQuery({ limit })}
        />
      </form>
      <StaffActionNotice outcome={outcome} />
      <StaffTable
        caption="Mails"
        columns={columns}
        rows={list.rows}
        rowKey={(mail) => mail.id}
        sort={{ field: 'createdAt', direction: list.query.dir }}
        onSortChange={(sort) => setQuery({ dir: sort.direction })}
        page={list.page}
        onOffsetChange={(offset) => setQuery({ offset })}
        busy={list.busy}
        emptyText="No mail matches."
        error={list.error}
        onRetry={list.reload}
      />
    </StaffAdminPage>
  );
}
