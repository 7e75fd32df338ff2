import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { STAFF_LIST_LIMITS } from '@gloh/contract/staff-lists';

/** The page sizes a staff list offers, within the API's STAFF_LIST_LIMITS. */
export const STAFF_PAGE_SIZES = [
  STAFF_LIST_LIMITS.defaultLimit,
  50,
  STAFF_LIST_LIMITS.maxLimit,
] as const;

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

/** A filter's wrapper (its column in the form's grid) and label. */
function FilterBox({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
    </div>
  );
}

type FilterInputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/**
 * One labelled box of a staff filter form, its hint under it (and describing it) when given. An
 * `aria-describedby` of its own replaces the hint's.
 */
export function StaffFilterInput({
  id,
  label,
  hint,
  className,
  invalid = false,
  ...input
}: FilterInputAttributes & {
  id: string;
  label: string;
  hint?: string;
  /** The class of the box's wrapper (its column in the form's grid). */
  className?: string;
  /** Marks the box as the one a problem of the form is about. */
  invalid?: boolean;
}) {
  return (
    <FilterBox id={id} label={label} className={className}>
      <input
        id={id}
        className={invalid ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        {...input}
      />
      {hint !== undefined && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </FilterBox>
  );
}

/** A labelled select of a staff filter form; the empty value is the choice that shows all. */
export function StaffFilterSelect<Value extends string>({
  id,
  label,
  options,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  options: readonly StaffStatusOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <FilterBox id={id} label={label} className={className}>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterBox>
  );
}

/** How many rows a page of the list shows (STAFF_PAGE_SIZES, and the one shown if not among them). */
export function StaffPageSizeSelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: number;
  onChange: (limit: number) => void;
  className?: string;
}) {
  const sizes = (STAFF_PAGE_SIZES as readonly number[]).includes(value)
    ? STAFF_PAGE_SIZES
    : [...STAFF_PAGE_SIZES, value].sort((a, b) => a - b);
  return (
    <StaffFilterSelect
      id={id}
      label="Rows per page"
      className={className}
      options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
      value={String(value)}
      onChange={(size) => onChange(Number(size))}
    />
  );
}

/**
 * The text a search box shows: what the member types, and the list's search again whenever that
 * changes from outside (Back, Forward, a link).
 */
export function useSearchText(search: string) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setText(search);
  }
  return [text, setText] as const;
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
  pageSize,
  onPageSizeChange,
  children,
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
  /** The rows a page shows now; with onPageSizeChange, the Rows per page select is shown. */
  pageSize?: number;
  onPageSizeChange?: (limit: number) => void;
  /** A list's own filters (StaffFilterSelect), placed after Status. */
  children?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useSearchText(search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <StaffFilterSelect
        id={`${id}-status`}
        label="Status"
        options={options}
        value={status}
        onChange={onStatusChange}
      />
      {children}
      <form role="search" className="d-flex flex-wrap align-items-end gap-2" onSubmit={submit}>
        <StaffFilterInput
          id={`${id}-search`}
          label="Search"
          type="search"
          value={text}
          maxLength={STAFF_LIST_LIMITS.maxSearchLength}
          aria-describedby={searchHint === undefined ? undefined : `${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
        {searchHint !== undefined && (
          <p id={`${id}-hint`} className="form-text w-100 mb-0">
            {searchHint}
          </p>
        )}
      </form>
      {pageSize !== undefined && onPageSizeChange && (
        <StaffPageSizeSelect id={`${id}-size`} value={pageSize} onChange={onPageSizeChange} />
      )}
    </div>
  );
}
