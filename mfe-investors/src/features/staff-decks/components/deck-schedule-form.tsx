import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { staffActionRefusal } from '@gloh/staff-ui/action-notice';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { postStaffIrAction } from '../../../api/staff-ir-api';
import { DeckFormButtons, type DeckVersionFormProps } from './deck-note-form';

/** `YYYY-MM-DDTHH:MM` of a time in the browser's zone, as a datetime-local field takes it. */
function localInputValue(time: Date): string {
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Picks when a version goes live; the API makes it live then (after a passkey step-up here). */
export function DeckScheduleForm({ version, onDone, onCancel }: DeckVersionFormProps) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => localInputValue(new Date(Date.now() + 60 * 60 * 1000)));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => fieldRef.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setProblem('Choose a date and time in the future.');
      fieldRef.current?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    const outcome = await postStaffIrAction(
      'deckSchedule',
      { version: version.version },
      { publishAt: at.toISOString() },
      { stepUpAction: `schedule version ${version.version} of the deck` },
    );
    setSending(false);
    if (outcome.kind === 'ok') {
      const when = formatStaffDateTime(outcome.body.version.publishAt);
      onDone({ kind: 'done', text: `Version ${version.version} goes live ${when}.` }, true);
    } else {
      onDone(staffActionRefusal(outcome, 'The publish was not scheduled. Try again.'), false);
    }
  };

  return (
    <form className="mb-2" noValidate onSubmit={(event) => void submit(event)}>
      <label className="form-label" htmlFor={`${id}-at`}>
        Make version {version.version} live at (your time)
      </label>
      <input
        ref={fieldRef}
        id={`${id}-at`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        type="datetime-local"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="invalid-feedback d-block" role="alert">
          {problem}
        </p>
      )}
      <DeckFormButtons submit="Schedule" sending={sending} onCancel={onCancel} />
    </form>
  );
}
