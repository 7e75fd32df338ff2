import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { accessTerm, type InvestorAccess } from '@gloh/contract/investor-access';
import {
  StaffActionNotice,
  staffActionRefusal,
  type StaffActionOutcome,
} from '@gloh/staff-ui/action-notice';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { useStaffAnswer } from '../../../hooks/use-staff-answer';
import { getInvestorAccess, postInvestorAccessExpiry } from '../api/investor-access-api';
import { InvestorDownloadSwitch } from './investor-download-switch';

/** `YYYY-MM-DDTHH:MM` of a time in the browser's zone, as a datetime-local field takes it. */
function localInputValue(time: Date): string {
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const fullName = (investor: InvestorAccess) =>
  `${investor.firstName} ${investor.lastName}`.trim() || investor.email;

/** What their access is now, in one sentence. */
function termText(investor: InvestorAccess): string {
  const term = accessTerm(investor);
  if (term?.kind === 'until') return `Access until ${formatStaffDateTime(term.at)}.`;
  if (term?.kind === 'expired') return `Expired ${formatStaffDateTime(term.at)}.`;
  if (investor.status === 'revoked')
    return `Access revoked ${formatStaffDateTime(investor.revokedAt)}.`;
  return 'No end date: access lasts until it is revoked.';
}

/**
 * The investor page's "Access" section: when their access ends by itself, and the form that sets,
 * extends or clears it; whether they may download the deck. Shortening access (or giving a first
 * end) asks first, naming the person.
 */
export function InvestorAccessTerms({ id }: { id: string }) {
  const titleId = useId();
  const load = useCallback(() => getInvestorAccess(id), [id]);
  const { state, reload } = useStaffAnswer(load, 'Their access could not be loaded. Try again.');
  const [notice, setNotice] = useState<StaffActionOutcome>(null);

  return (
    <section className="mb-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="h5">
        Access
      </h2>
      <StaffActionNotice outcome={notice} />
      {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      {state.status === 'loaded' && state.body.investor && (
        <>
          <p>{termText(state.body.investor)}</p>
          {state.body.investor.status === 'active' ? (
            <AccessEndForm
              key={state.body.investor.accessExpiresAt ?? 'none'}
              investor={state.body.investor}
              onDone={(outcome, changed) => {
                setNotice(outcome);
                if (changed) reload();
              }}
            />
          ) : (
            <p className="mb-0">Approving a new access request from them gives access back.</p>
          )}
          <InvestorDownloadSwitch
            investor={state.body.investor}
            name={fullName(state.body.investor)}
            onDone={(outcome, changed) => {
              setNotice(outcome);
              if (changed) reload();
            }}
          />
        </>
      )}
    </section>
  );
}

function AccessEndForm({
  investor,
  onDone,
}: {
  investor: InvestorAccess;
  onDone: (outcome: StaffActionOutcome, changed: boolean) => void;
}) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const current = investor.accessExpiresAt;
  const [value, setValue] = useState(() => (current ? localInputValue(new Date(current)) : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState<Date | null>(null);
  const name = fullName(investor);

  const send = async (at: Date | null) => {
    setSending(true);
    const outcome = await postInvestorAccessExpiry(
      investor.id,
      { accessExpiresAt: at?.toISOString() ?? null },
      { stepUpAction: `change when ${name}'s access ends` },
    );
    setSending(false);
    if (outcome.kind === 'ok') {
      const ends = outcome.body.investor.accessExpiresAt;
      onDone(
        {
          kind: 'done',
          text: ends
            ? `The access of ${name} now ends ${formatStaffDateTime(ends)}.`
            : `The access of ${name} no longer ends by itself.`,
        },
        true,
      );
    } else {
      onDone(staffActionRefusal(outcome, `The end of ${name}'s access was not changed.`), false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime())) {
      setProblem('Choose the date and time their access ends.');
      fieldRef.current?.focus();
      return;
    }
    if (at.getTime() <= Date.now()) {
      setProblem('Choose a date and time in the future.');
      fieldRef.current?.focus();
      return;
    }
    setProblem(null);
    // A first end, or an earlier one, takes access away sooner: asked first. Extending is not.
    if (current === null || at.getTime() < Date.parse(current)) setConfirming(at);
    else void send(at);
  };

  return (
    <>
      <form noValidate onSubmit={submit} aria-label={`When the access of ${name} ends`}>
        <label className="form-label" htmlFor={`${id}-at`}>
          Access ends on (your time)
        </label>
        <input
          ref={fieldRef}
          id={`${id}-at`}
          className={`form-control mb-2${problem ? ' is-invalid' : ''}`}
          type="datetime-local"
          value={value}
          disabled={sending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          onChange={(event) => setValue(event.target.value)}
        />
        {problem && (
          <p id={`${id}-problem`} className="invalid-feedback d-block" role="alert">
            {problem}
          </p>
        )}
        <p id={`${id}-hint`} className="form-text mt-0">
          They are mailed a few days before; then their sessions end and they can no longer sign in.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {current ? 'Change end date' : 'Set end date'}
          </button>
          {current && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={sending}
              onClick={() => void send(null)}
            >
              Remove end date
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        subject={confirming}
        title={() =>
          current
            ? `Shorten the access of ${name} (${investor.email})?`
            : `End the access of ${name} (${investor.email}) on a date?`
        }
        confirmLabel="End access then"
        confirmVariant="warning"
        onCancel={() => setConfirming(null)}
        onConfirm={(at) => {
          setConfirming(null);
          void send(at);
        }}
      >
        {(at) =>
          `${name} will no longer be able to open the deck after ${formatStaffDateTime(at.toISOString())}${
            current ? ` (it was ${formatStaffDateTime(current)})` : ''
          }: their open sessions end then, and signing in is refused.`
        }
      </ConfirmDialog>
    </>
  );
}
