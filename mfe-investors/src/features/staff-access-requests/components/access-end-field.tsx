import { useId, useRef, useState } from 'react';

/**
 * The optional "access ends on" field of an approval (one request or several): the member's own
 * time zone, left empty for access until revoked. `check` runs on the confirm button: a time
 * that is not ahead is refused there (the field says so and takes focus) and a valid one is kept
 * as it was then; `take` gives that end as an ISO time, or null for none, and empties the field.
 */
export function useAccessEndField() {
  const id = useId();
  const [ends, setEnds] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const checked = useRef<string | null>(null);
  const reset = () => {
    setEnds('');
    setProblem(null);
  };
  const check = (): boolean => {
    if (ends === '') {
      checked.current = null;
      return true;
    }
    const at = new Date(ends);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setProblem('Choose a date and time in the future, or leave it empty.');
      document.getElementById(`${id}-ends`)?.focus();
      return false;
    }
    checked.current = at.toISOString();
    return true;
  };
  const take = (): string | null => {
    const accessExpiresAt = checked.current;
    checked.current = null;
    reset();
    return accessExpiresAt;
  };
  const field = (
    <div className="mt-3">
      <label className="form-label" htmlFor={`${id}-ends`}>
        Access ends on (optional, your time)
      </label>
      <input
        id={`${id}-ends`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        type="datetime-local"
        value={ends}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-ends-hint${problem ? ` ${id}-ends-problem` : ''}`}
        onChange={(event) => setEnds(event.target.value)}
      />
      {problem && (
        <p id={`${id}-ends-problem`} className="invalid-feedback d-block" role="alert">
          {problem}
        </p>
      )}
      <p id={`${id}-ends-hint`} className="form-text mb-0">
        Left empty, access lasts until revoked.
      </p>
    </div>
  );
  return { field, check, take, reset };
}
