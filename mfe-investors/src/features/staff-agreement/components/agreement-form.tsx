import { useId, useState, type FormEvent } from 'react';
import { DECK_AGREEMENT_BODY_MAX_LENGTH } from '@gloh/contract/deck-agreement';

/**
 * The agreement's text as staff write it (plain text; a blank line starts a new paragraph). It
 * does not publish by itself: `onPublish` asks for confirmation first.
 */
export function AgreementForm({
  initialText,
  nextVersion,
  busy,
  onPublish,
}: {
  initialText: string;
  nextVersion: number;
  busy: boolean;
  onPublish: (body: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Write the agreement before publishing it.');
      return;
    }
    setError(null);
    onPublish(text.trim());
  };

  return (
    <form noValidate onSubmit={submit} aria-label="New agreement version">
      <label className="form-label" htmlFor={`${id}-text`}>
        Agreement text
      </label>
      <textarea
        id={`${id}-text`}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={10}
        maxLength={DECK_AGREEMENT_BODY_MAX_LENGTH}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="form-text">
        Plain text: a blank line starts a new paragraph. At most{' '}
        {DECK_AGREEMENT_BODY_MAX_LENGTH.toLocaleString('en-US')} characters ({text.length} so far).
        Every investor must accept the new version before the deck opens again.
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Publish as version {nextVersion}
      </button>
    </form>
  );
}
