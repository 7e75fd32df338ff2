import { useId, useState, type FormEvent } from 'react';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';
import type { HandledFilter } from './contact-messages-filter';

const HANDLED_OPTIONS: { value: HandledFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
];

/**
 * The list's search text (applied when submitted) and handled state (applied when chosen: it
 * only narrows the table below, the page stays where it is).
 */
export function ContactMessagesFilters({
  q,
  handled,
  onSearch,
  onHandledChange,
}: {
  q: string;
  handled: HandledFilter;
  onSearch: (q: string) => void;
  onHandledChange: (handled: HandledFilter) => void;
}) {
  const [draft, setDraft] = useState(q);
  const searchId = useId();
  const handledId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <form role="search" className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit}>
        <div>
          <label htmlFor={searchId} className="form-label">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            className="form-control"
            value={draft}
            maxLength={STAFF_LIST_LIMITS.maxSearchLength}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <div>
        <label htmlFor={handledId} className="form-label">
          Status
        </label>
        <select
          id={handledId}
          className="form-select"
          value={handled}
          onChange={(event) => onHandledChange(event.target.value as HandledFilter)}
        >
          {HANDLED_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
