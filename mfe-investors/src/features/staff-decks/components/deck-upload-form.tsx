import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { DECK_UPLOAD, type DeckVersionSummary } from '@gloh/contract/staff-ir';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import { uploadDeck } from '../api/upload-deck';
import { checkDeckFile, DECK_FILE_ACCEPT } from '../check-deck-file';

const megabytes = DECK_UPLOAD.maxBytes / 1024 / 1024;

/**
 * Uploads a new deck: the PDF is checked here first, then uploaded and made live, or kept back
 * to preview, annotate or schedule first.
 */
export function DeckUploadForm({
  onPublished,
}: {
  onPublished: (version: DeckVersionSummary, created: boolean) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [live, setLive] = useState(true);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    const refused = checkDeckFile(file);
    if (refused || !file) {
      setProblem(refused);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    const outcome = await uploadDeck(file, live);
    setSending(false);
    if (outcome.kind !== 'ok') {
      setProblem(staffFailureMessage(outcome, 'The deck was not uploaded. Try again.'));
      return;
    }
    formRef.current?.reset();
    setLive(true);
    onPublished(outcome.body.version, outcome.body.created !== false);
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mb-4">
      <label className="form-label" htmlFor={`${id}-file`}>
        New deck (PDF)
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        type="file"
        accept={DECK_FILE_ACCEPT}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setProblem(file ? checkDeckFile(file) : null);
        }}
      />
      <p id={`${id}-hint`} className="form-text">
        A PDF of at most {megabytes} MB.
      </p>
      <div className="form-check mb-3">
        <input
          id={`${id}-live`}
          className="form-check-input"
          type="checkbox"
          checked={live}
          onChange={(event) => setLive(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-live`}>
          Make it live for investors as soon as it is uploaded
        </label>
      </div>
      {problem && (
        <Alert id={`${id}-problem`} variant="danger">
          {problem}
        </Alert>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {live ? 'Upload and publish' : 'Upload without publishing'}
      </button>
    </form>
  );
}
