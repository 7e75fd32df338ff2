import { useId, useState, type FormEvent } from 'react';
import { AUDIT_FILTER_MAX_LENGTH } from '@gloh/contract/staff-ops';
import { startOfLocalDay } from './local-day';
import type { AuditLogQuery } from './audit-log-api';

export type AuditLogFilter = Pick<AuditLogQuery, 'actor' | 'action' | 'from' | 'to'>;

const DATES_REVERSED = 'From must be on or before To.';

/**
 * Who, what and which days. The days are the member's own: From starts at its midnight, To
 * includes its whole day (the API's `to` is excluded, so it gets the next midnight).
 */
export function AuditLogFilters({ onFilter }: { onFilter: (filter: AuditLogFilter) => void }) {
  const ids = useId();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Both are YYYY-MM-DD, so text order is date order.
    if (from !== '' && to !== '' && from > to) {
      setProblem(DATES_REVERSED);
      return;
    }
    setProblem(null);
    onFilter({
      actor: actor.trim() || undefined,
      action: action.trim() || undefined,
      from: from === '' ? undefined : startOfLocalDay(from),
      to: to === '' ? undefined : startOfLocalDay(to, 1),
    });
  }

  return (
    <form className="row g-3 mb-3" onSubmit={onSubmit} role="search" noValidate>
      <div className="col-12 col-md-6 col-xl-3">
        <label htmlFor={`${ids}-actor`} className="form-label">
          Who
        </label>
        <input
          id={`${ids}-actor`}
          name="actor"
          className="form-control"
          maxLength={AUDIT_FILTER_MAX_LENGTH}
          aria-describedby={`${ids}-actor-hint`}
          value={actor}
          onChange={(event) => setActor(event.target.value)}
        />
        <div id={`${ids}-actor-hint`} className="form-text">
          A member’s email or the CLI operator, exactly.
        </div>
      </div>
      <div className="col-12 col-md-6 col-xl-3">
        <label htmlFor={`${ids}-action`} className="form-label">
          What
        </label>
        <input
          id={`${ids}-action`}
          name="action"
          className="form-control"
          maxLength={AUDIT_FILTER_MAX_LENGTH}
          aria-describedby={`${ids}-action-hint`}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
        <div id={`${ids}-action-hint`} className="form-text">
          An action such as staff.sign_in, exactly.
        </div>
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor={`${ids}-from`} className="form-label">
          From
        </label>
        <input
          id={`${ids}-from`}
          name="from"
          type="date"
          className={`form-control${problem ? ' is-invalid' : ''}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-dates-problem` : undefined}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor={`${ids}-to`} className="form-label">
          To
        </label>
        <input
          id={`${ids}-to`}
          name="to"
          type="date"
          className="form-control"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="col-12">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
      </div>
      {problem !== null && (
        <div id={`${ids}-dates-problem`} role="alert" className="col-12 text-danger">
          {problem}
        </div>
      )}
    </form>
  );
}
