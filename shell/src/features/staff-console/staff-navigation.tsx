import { useEffect, useId, useRef, useState } from 'react';
import type { StaffEventType } from '@gloh/contract/staff-ops';
import { NavLink } from '@gloh/shared/router';
import { staffPageHref, type StaffPageDeclaration } from '@gloh/staff-ui/pages';
import type { PendingCounts } from './use-pending-counts';

/**
 * What grew since the last answer, in words, for a polite live region: the first answer only
 * fills the badges, and a count that fell (the member's own work, mostly) says nothing.
 */
function useGrowthAnnouncement(
  pages: readonly StaffPageDeclaration[],
  counts: PendingCounts | null,
): string {
  const previous = useRef<PendingCounts | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!counts || counts === previous.current) return;
    const before = previous.current;
    previous.current = counts;
    if (!before) return;
    const grown = pages.flatMap((page) => {
      const key = page.pendingCount;
      const now = key ? (counts[key] ?? 0) : 0;
      return key && now > (before[key] ?? 0) ? [`${page.title}: ${now} pending.`] : [];
    });
    if (grown.length > 0) setMessage(grown.join(' '));
  }, [pages, counts]);
  return message;
}

function Badge({ count, meaning }: { count: number; meaning: string }) {
  return (
    <>
      {' '}
      <span className="badge rounded-pill text-bg-danger">
        {count}
        <span className="visually-hidden"> {meaning}</span>
      </span>
    </>
  );
}

/**
 * The pages the member's roles open, each with what waits there (`pendingCount`, from the API)
 * or, for a page without one, the live events that arrived since they looked (`liveCount`).
 * Below the md breakpoint the list folds behind a "Console pages" button (an admin's dozen pages
 * wrapped to about 230 px of a phone's screen); the button carries the total waiting, and choosing
 * a page folds the list again.
 */
export function StaffNavigation({
  pages,
  pendingCounts,
  liveCounts,
}: {
  pages: readonly StaffPageDeclaration[];
  pendingCounts: PendingCounts | null;
  liveCounts: Partial<Record<StaffEventType, number>>;
}) {
  const announcement = useGrowthAnnouncement(pages, pendingCounts);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const fold = () => setOpen(false);
  const waiting = pages.reduce(
    (sum, page) => sum + (page.pendingCount ? (pendingCounts?.[page.pendingCount] ?? 0) : 0),
    0,
  );
  return (
    <nav aria-label="Staff console" className="border-bottom bg-body-tertiary">
      <div className="container">
        <button
          type="button"
          className="btn btn-outline-dark btn-sm my-2 d-md-none"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          Console pages
          {waiting > 0 && <Badge count={waiting} meaning="pending" />}
        </button>
      </div>
      <ul
        id={listId}
        className={`container nav nav-pills flex-wrap gap-1 pb-2 pt-md-2 d-md-flex ${open ? 'd-flex' : 'd-none'}`}
      >
        <li className="nav-item">
          <NavLink to="/staff" end className="nav-link py-1 px-2 py-md-2 px-md-3" onClick={fold}>
            Overview
          </NavLink>
        </li>
        {pages.map((page) => {
          const pending = page.pendingCount ? (pendingCounts?.[page.pendingCount] ?? 0) : 0;
          const fresh =
            !page.pendingCount && page.liveCount ? (liveCounts[page.liveCount] ?? 0) : 0;
          return (
            <li className="nav-item" key={page.path}>
              <NavLink
                to={staffPageHref(page.path)}
                className="nav-link py-1 px-2 py-md-2 px-md-3"
                onClick={fold}
              >
                {page.title}
                {pending > 0 && <Badge count={pending} meaning="pending" />}
                {fresh > 0 && <Badge count={fresh} meaning="new" />}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </nav>
  );
}
