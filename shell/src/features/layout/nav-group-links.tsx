import { NavLink } from '@gloh/shared/router';
import type { NavGroup } from './navigation-items';

/** The links of a header group, in the desktop menu or the drawer; following one closes it. */
export function NavGroupLinks({
  group,
  linkClassName,
  onNavigate,
}: {
  group: NavGroup;
  linkClassName: string;
  onNavigate: () => void;
}) {
  return group.links.map((link) => (
    <li key={link.href}>
      <NavLink className={linkClassName} to={link.href} end onClick={onNavigate}>
        {link.label}
      </NavLink>
    </li>
  ));
}
