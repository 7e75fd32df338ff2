import { STAFF_ROLE_NAMES, type StaffIdentity } from '@gloh/contract/staff';
import { Link } from '@gloh/shared/router';
import { staffPageHref, type StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { StaffOverviewFigures } from './staff-overview-figures';

/**
 * The console's start page: who is signed in, the figures their roles may see (each linking to
 * its page), their roles, and where those let them go.
 */
export function StaffHome({
  staff,
  pages,
  unavailable,
}: {
  staff: StaffIdentity;
  pages: readonly StaffPageDeclaration[];
  unavailable: readonly string[];
}) {
  return (
    <>
      <StaffPageHeading title="Staff console" />
      <p data-testid="staff-identity">
        Signed in as <strong>{staff.name || staff.email}</strong> ({staff.email})
      </p>
      <StaffOverviewFigures roles={staff.roles} pages={pages} />
      <h2 className="h5">Your roles</h2>
      <ul>
        {staff.roles.map((role) => (
          <li key={role}>{STAFF_ROLE_NAMES[role]}</li>
        ))}
      </ul>
      <h2 className="h5">Your pages</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={staffPageHref(page.path)}>{page.title}</Link>
          </li>
        ))}
      </ul>
      {unavailable.length > 0 && (
        <p className="alert alert-warning" role="status">
          Some pages are missing because a part of the console could not be loaded (
          {unavailable.join(', ')}). Reload the page in a moment.
        </p>
      )}
    </>
  );
}
