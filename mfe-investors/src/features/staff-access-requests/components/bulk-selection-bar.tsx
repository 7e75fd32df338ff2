import { useEffect, useId, useRef } from 'react';
import { requestCount } from './request-count';

/**
 * Above the list: "select all pending on this page", how many are selected (announced as it
 * changes), and the two bulk actions. The count's region is in the page from the start, so a
 * screen reader hears each change.
 */
export function BulkSelectionBar({
  selectable,
  selected,
  busy,
  onSelectAll,
  onApprove,
  onReject,
}: {
  /** Pending requests on this page. */
  selectable: number;
  selected: number;
  busy: boolean;
  onSelectAll: (select: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < selectable;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  return (
    <div
      role="group"
      aria-label="Selected requests"
      className="d-flex flex-wrap align-items-center gap-2 mb-3"
    >
      <div className="form-check mb-0 me-2">
        <input
          ref={all}
          id={`${id}-all`}
          className="form-check-input"
          type="checkbox"
          checked={selectable > 0 && selected === selectable}
          disabled={selectable === 0 || busy}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-all`}>
          Select all pending on this page
        </label>
      </div>
      <p id={`${id}-count`} className="mb-0 me-auto" aria-live="polite">
        {selected === 0 ? 'No requests selected' : `${requestCount(selected)} selected`}
      </p>
      <button
        type="button"
        className="btn btn-success btn-sm"
        aria-describedby={`${id}-count`}
        disabled={selected === 0 || busy}
        onClick={onApprove}
      >
        Approve selected
      </button>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        aria-describedby={`${id}-count`}
        disabled={selected === 0 || busy}
        onClick={onReject}
      >
        Reject selected
      </button>
    </div>
  );
}
