import { useId, useState, type FormEvent } from 'react';
import { AUDIT_FILTER_MAX_LENGTH } from '@gloh/contract/staff-ops';
import { StaffFilterInput } from '@gloh/staff-ui/list-filters';
import { startOfLocalDay } from './local-day';
import type { AuditLogQuery } from './audit-log-api';

export type AuditLogFilter = Pick<AuditLogQuery, 'actor' | 'action' | 'from' | 'to'>;

const DATES_REVERSED = 'From must be on or before To.';

type FilterName = keyof AuditLogFilter;

const NO_FILTER: Record<FilterName, string> = { actor: '', action: '', from: '', to: '' };

const FILTERS: {
  name: FilterName;
  label: string;
  hint?: string;
  type?: 'date';
  className: string;
}[] = [
  {
    name: 'actor',
    label: 'Who',
    hint: 'A member’s email or the CLI operator, exactly.',
    className: 'col-12 col-md-6 col-xl-3',
  },
  {
    name: 'action',
    label: 'What',
    hint: 'An action such as staff.sign_in, exactly.',
    className: 'col-12 col-md-6 col-xl-3',
  },
  { name: 'from', label: 'From', type: 'date', className: 'col-6 col-md-3 col-xl-2' },
  { name: 'to', label: 'To', type: 'date', className: 'col-6 col-md-3 col-xl-2' },
];

/**
 * Who, what and which days. The days are the member's own: From starts at its midnight, To
 * includes its whole day (the API's `to` is excluded, so it gets the next midnight).
 */
export function AuditLogFilters({ onFilter }: { onFilter: (filter: AuditLogFilter) => void }) {
  const ids = useId();
  const [values, setValues] = useState<Record<FilterName, string>>(NO_FILTER);
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { actor, action, from, to } = values;
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
      {FILTERS.map((filter) => {
        // A reversed period is From's problem: it is the box that gets marked and described.
        const marked = filter.name === 'from' && problem !== null;
        return (
          <StaffFilterInput
            key={filter.name}
            className={filter.className}
            id={`${ids}-${filter.name}`}
            label={filter.label}
            hint={filter.hint}
            name={filter.name}
            type={filter.type}
            maxLength={filter.type === 'date' ? undefined : AUDIT_FILTER_MAX_LENGTH}
            invalid={marked}
            aria-describedby={marked ? `${ids}-dates-problem` : undefined}
            value={values[filter.name]}
            onChange={(event) => {
              const { value } = event.target;
              setValues((current) => ({ ...current, [filter.name]: value }));
            }}
          />
        );
      })}
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
