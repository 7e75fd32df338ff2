import { useId, useState, type FormEvent } from 'react';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';

export interface StaffStatusOption<Value extends string> {
  value: Value;
  label: string;
}

/** `All` (the empty value) and then each status as the API names it. */
export function staffStatusOptions<Status extends string>(
  statuses: readonly Status[],
): StaffStatusOption<Status | ''>[] {
  return [{ value: '', label: 'All' }, ...statuses.map((value) => ({ value, label: value }))];
}

/**
 * A staff list's status filter (applied at once: it only narrows the table) and its search box
 * (applied on Enter or the Search button, so typing does not send a request per key).
 */
export function StaffListFilters<Value extends string>({
  options,
  status,
  onStatusChange,
  search,
  onSearch,
  searchHint,
}: {
  /** Every choice of the Status select, the one that shows all rows included. */
  options: readonly StaffStatusOption<Value>[];
  status: Value;
  onStatusChange: (status: Value) => void;
  /** The search the list shows now; the box starts with it. */
  search: string;
  /** The submitted text, trimmed. */
  onSearch: (search: string) => void;
  /** What the search looks in, e.g. 'Name, email or company'. */
  searchHint?: string;
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
          value={status}
          onChange={(event) => onStatusChange(event.target.value as Value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
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
            aria-describedby={searchHint === undefined ? undefined : `${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
        {searchHint !== undefined && (
          <p id={`${id}-hint`} className="form-text w-100 mb-0">
            {searchHint}
          </p>
        )}
      </form>
    </div>
  );
}
