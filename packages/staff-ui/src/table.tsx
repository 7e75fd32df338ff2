import { useId, type ReactNode } from 'react';
import type { SortDirection } from '@gloh/contract/staff-lists';

export type StaffSortDirection = SortDirection;

export interface StaffTableSort<Field extends string = string> {
  field: Field;
  direction: StaffSortDirection;
}

export interface StaffTableColumn<Row, Field extends string = string> {
  /** Unique among the columns. */
  key: string;
  header: string;
  /** The API's sort field for this column; columns without one do not sort. */
  sortField?: Field;
  render: (row: Row) => ReactNode;
}

/** Where the rows shown stand in the whole list, as the API's paged answers say. */
export interface StaffTablePage {
  total: number;
  limit: number;
  offset: number;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The column keyed 'actions' keeps to the right edge of the table's scrolling region
 * (styles/console.css), so a row's actions stay on screen however wide the other columns grow.
 */
function columnClass(key: string): string | undefined {
  return key === 'actions' ? 'staff-table-actions' : undefined;
}

/**
 * A staff list: paged and sorted by the API (the table shows one page), each sortable header a
 * button that announces its order. Below the md breakpoint each row is a card whose cells carry
 * their column's name (data-label, shown by styles/console.css), so a row's actions stay
 * on screen; wider, the table scrolls sideways rather than the page when it must.
 */
export function StaffTable<Row, Field extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  page,
  onOffsetChange,
  busy = false,
  emptyText,
  error = null,
  onRetry,
}: {
  caption: string;
  columns: readonly StaffTableColumn<Row, Field>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: StaffTableSort<Field>;
  onSortChange?: (sort: StaffTableSort<Field>) => void;
  page: StaffTablePage;
  onOffsetChange: (offset: number) => void;
  busy?: boolean;
  /** Said when no row matches; never while the list could not be loaded. */
  emptyText: string;
  /** Why the list could not be loaded (an alert with a Retry button), or null. */
  error?: string | null;
  onRetry?: () => void;
}) {
  const captionId = useId();
  const first = page.total === 0 ? 0 : page.offset + 1;
  const last = Math.min(page.offset + rows.length, page.total);
  const previousOffset = Math.max(0, page.offset - page.limit);
  const nextOffset = page.offset + page.limit;
  // A list that failed to load says so, not that nothing matches.
  const unknown = error !== null && rows.length === 0;
  return (
    <div aria-busy={busy}>
      {error !== null && (
        <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{error}</span>
          {onRetry && (
            // Never disabled while it loads: a disabled button would drop the keyboard focus.
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
              Retry
            </button>
          )}
        </div>
      )}
      {/* A region that scrolls must take focus, so a keyboard can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-responsive" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="table table-striped table-hover table-sm align-middle mb-2 staff-table">
          <caption id={captionId} className="caption-top">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort && column.sortField === sort.field ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    className={columnClass(column.key)}
                    scope="col"
                    aria-sort={column.sortField ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {column.sortField && onSortChange ? (
                      <button
                        type="button"
                        className="btn btn-link p-0 fw-semibold text-reset text-decoration-none"
                        onClick={() =>
                          onSortChange({
                            field: column.sortField as Field,
                            direction: sorted === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {unknown ? null : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={columnClass(column.key)}
                      data-label={column.header}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav
        className="d-flex flex-wrap align-items-center gap-2"
        aria-label={`Pages of ${caption.toLowerCase()}`}
      >
        <p className="mb-0 me-auto" aria-live="polite">
          {unknown ? '' : page.total === 0 ? 'No rows' : `Rows ${first}–${last} of ${page.total}`}
        </p>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={busy || page.offset === 0}
          onClick={() => onOffsetChange(previousOffset)}
        >
          Previous page
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={busy || nextOffset >= page.total}
          onClick={() => onOffsetChange(nextOffset)}
        >
          Next page
        </button>
      </nav>
    </div>
  );
}
