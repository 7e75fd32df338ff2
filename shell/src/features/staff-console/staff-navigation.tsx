import type { StaffEventType } from '@gloh/contract/staff-ops';
import { NavLink } from '@gloh/shared/router';
import { staffPageHref, type StaffPageDeclaration } from '@gloh/staff-ui/pages';

/** The pages the member's roles open, each with the count of what arrived since they looked. */
export function StaffNavigation({
  pages,
  counts,
}: {
  pages: readonly StaffPageDeclaration[];
  counts: Partial<Record<StaffEventType, number>>;
}) {
  return (
    <nav aria-label="Staff console" className="border-bottom bg-body-tertiary">
      <ul className="container nav nav-pills flex-wrap gap-1 py-2">
        <li className="nav-item">
          <NavLink to="/staff" end className="nav-link py-1 px-2 py-md-2 px-md-3">
            Overview
          </NavLink>
        </li>
        {pages.map((page) => {
          const count = page.liveCount ? (counts[page.liveCount] ?? 0) : 0;
          return (
            <li className="nav-item" key={page.path}>
              <NavLink to={staffPageHref(page.path)} className="nav-link py-1 px-2 py-md-2 px-md-3">
                {page.title}
                {count > 0 && (
                  <>
                    {' '}
                    <span className="badge rounded-pill text-bg-danger">
                      {count}
                      <span className="visually-hidden"> new</span>
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
