import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DECK_NOTE_MAX_LENGTH, type DeckVersionSummary } from '@gloh/contract/staff-ir';
import type { StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { staffActionRefusal } from '@gloh/staff-ui/action-notice';
import { postStaffIrAction } from '../../../api/staff-ir-api';

/** What the card gives each of its inline forms. */
export interface DeckVersionFormProps {
  version: DeckVersionSummary;
  /** The action's notice, and whether it changed the version (the list is loaded again). */
  onDone: (outcome: StaffActionOutcome, saved: boolean) => void;
  onCancel: () => void;
}

/** Adds, changes or (left empty) removes a version's note; no passkey needed. */
export function DeckNoteForm({ version, onDone, onCancel }: DeckVersionFormProps) {
  const id = useId();
  const [note, setNote] = useState(version.note ?? '');
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The member asked to write the note: the field takes the focus when it opens.
  useEffect(() => fieldRef.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const outcome = await postStaffIrAction('deckNote', { version: version.version }, { note });
    setSending(false);
    if (outcome.kind === 'ok') {
      const text = outcome.body.version.note
        ? `The note of version ${version.version} is saved.`
        : `The note of version ${version.version} is removed.`;
      onDone({ kind: 'done', text }, true);
    } else {
      onDone(staffActionRefusal(outcome, 'The note was not saved. Try again.'), false);
    }
  };

  return (
    <form className="mb-2" onSubmit={(event) => void submit(event)}>
      <label className="form-label" htmlFor={`${id}-note`}>
        Note on version {version.version}
      </label>
      <textarea
        id={`${id}-note`}
        className="form-control"
        rows={2}
        maxLength={DECK_NOTE_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        ref={fieldRef}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <p id={`${id}-hint`} className="form-text">
        At most {DECK_NOTE_MAX_LENGTH} characters ({note.length} so far). Leave it empty to remove
        the note.
      </p>
      <DeckFormButtons submit="Save note" sending={sending} onCancel={onCancel} />
    </form>
  );
}

/** An inline form's submit and cancel. */
export function DeckFormButtons({
  submit,
  sending,
  onCancel,
}: {
  submit: string;
  sending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 mt-2">
      <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
        {submit}
      </button>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
