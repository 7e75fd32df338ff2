import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, type KnownAuditAction } from '@gloh/contract/audit-actions';
import { AUDIT_FILTER_MAX_LENGTH } from '@gloh/contract/staff-ops';
import { staffTimeZoneName } from '@gloh/staff-ui/format';
import {
  StaffFilterInput,
  StaffFilterSelect,
  StaffPageSizeSelect,
} from '@gloh/staff-ui/list-filters';
import type { AuditLogQuery } from './audit-log-api';

export type AuditLogFilter = Pick<AuditLogQuery, 'actor' | 'action' | 'from' | 'to'>;

const DATES_REVERSED = 'From must be on or before To.';

type FormValues = Record<keyof AuditLogFilter, string>;

/** Every known action by its words, in the order of the words. */
const ACTION_OPTIONS = (Object.keys(AUDIT_ACTION_LABELS) as KnownAuditAction[])
  .map((value) => ({ value: value as string, label: AUDIT_ACTION_LABELS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

function actionOptions(action: string) {
  const known = action === '' || ACTION_OPTIONS.some((option) => option.value === action);
  return [
    { value: '', label: 'Any action' },
    // A link may carry part of an action, which the API matches anywhere in it.
    ...(known ? [] : [{ value: action, label: `Containing “${action}”` }]),
    ...ACTION_OPTIONS,
  ];
}

const valuesOf = (query: AuditLogQuery): FormValues => ({
  actor: query.actor ?? '',
  action: query.action ?? '',
  from: query.from ?? '',
  to: query.to ?? '',
});

/**
 * Who, what and which days, applied with Filter; the staff-only switch and the page size apply at
 * once. The days are the member's own: From from its midnight, To to the end of its day. The
 * boxes follow the list's query, so Back shows the filter it returns to.
 */
export function AuditLogFilters({
  query,
  onFilter,
  onChange,
}: {
  query: AuditLogQuery;
  onFilter: (filter: AuditLogFilter) => void;
  onChange: (change: Partial<AuditLogQuery>) => void;
}) {
  const ids = useId();
  const applied = valuesOf(query);
  const [values, setValues] = useState<FormValues>(applied);
  const [shown, setShown] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);
  if (JSON.stringify(applied) !== JSON.stringify(shown)) {
    setShown(applied);
    setValues(applied);
  }
  const set = (name: keyof FormValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

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
      action: action || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  }

  const dateProblem = problem === null ? undefined : `${ids}-dates-problem`;
  return (
    <form className="row g-3 mb-3 align-items-end" onSubmit={onSubmit} role="search" noValidate>
      <StaffFilterInput
        className="col-12 col-md-6 col-xl-3"
        id={`${ids}-actor`}
        label="Who"
        hint="Part of a name or email, any case."
        name="actor"
        maxLength={AUDIT_FILTER_MAX_LENGTH}
        value={values.actor}
        onChange={(event) => set('actor', event.target.value)}
      />
      <StaffFilterSelect
        className="col-12 col-md-6 col-xl-3"
        id={`${ids}-action`}
        label="What"
        options={actionOptions(values.action)}
        value={values.action}
        onChange={(action) => set('action', action)}
      />
      <StaffFilterInput
        className="col-6 col-md-3 col-xl-2"
        id={`${ids}-from`}
        label="From"
        name="from"
        type="date"
        invalid={problem !== null}
        aria-describedby={dateProblem}
        value={values.from}
        onChange={(event) => set('from', event.target.value)}
      />
      <StaffFilterInput
        className="col-6 col-md-3 col-xl-2"
        id={`${ids}-to`}
        label="To"
        hint={`Both days included, in your time zone (${staffTimeZoneName()}).`}
        name="to"
        type="date"
        value={values.to}
        onChange={(event) => set('to', event.target.value)}
      />
      <StaffPageSizeSelect
        className="col-6 col-md-3 col-xl-2"
        id={`${ids}-size`}
        value={query.limit}
        onChange={(limit) => onChange({ limit })}
      />
      <div className="col-12 d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        <div className="form-check form-switch mb-0">
          <input
            id={`${ids}-staff-only`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={query.staffOnly === 'true'}
            onChange={(event) => onChange({ staffOnly: event.target.checked ? 'true' : undefined })}
          />
          <label className="form-check-label" htmlFor={`${ids}-staff-only`}>
            Staff actions only
          </label>
        </div>
      </div>
      {problem !== null && (
        <div id={`${ids}-dates-problem`} role="alert" className="col-12 text-danger">
          {problem}
        </div>
      )}
    </form>
  );
}
