import { useId, useState, type FormEvent } from 'react';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';

/**
 * A staff list's status filter (applied at once) and its search box (applied on Enter or the
 * Search button, so typing does not send a request per key).
 */
export function StaffListFilters<Status extends string>({
  statuses,
  status,
  onStatusChange,
  search,
  onSearch,
  searchHint,
}: {
  statuses: readonly Status[];
  status: Status | undefined;
  onStatusChange: (status: Status | undefined) => void;
  search: string;
  onSearch: (search: string) => void;
  /** What the search looks in, e.g. 'Name, email or company'. */
  searchHint: string;
}) {
  const id = useId();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div>
        <label className="form-label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className="form-select"
          value={status ?? ''}
          onChange={(event) =>
            onStatusChange(event.target.value === '' ? undefined : (event.target.value as Status))
          }
        >
          <option value="">All</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <form role="search" className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit}>
        <div>
          <label className="form-label" htmlFor={`${id}-search`}>
            Search
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            value={text}
            maxLength={STAFF_LIST_LIMITS.maxSearchLength}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-outline-primary">
          Search
        </button>
        <p id={`${id}-hint`} className="form-text w-100 mb-0">
          {searchHint}
        </p>
      </form>
    </div>
  );
}
