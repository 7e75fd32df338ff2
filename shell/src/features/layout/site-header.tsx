import { NavLink } from '@gloh/shared/router';
import type { PageLayout } from '@gloh/shared/site-pages';
import { DesktopNavGroup } from './desktop-nav-group';
import { MobileDrawer } from './mobile-drawer';
import { isNavGroup } from './navigation-items';
import { useSiteMenus } from './use-site-menus';
import { SiteLogo } from './site-logo';
import styles from './layout.module.css';

const HEADER_CLASS: Record<PageLayout, string> = {
  // The home page has its own hero: the header lies over it instead of forming a top bar.
  home: `${styles.siteHeader} ${styles.siteHeaderOverlay}`,
  default: `${styles.siteHeader} ${styles.siteHeaderBar} sticky-top`,
  'fixed-header': `${styles.siteHeader} ${styles.siteHeaderBar} fixed-top`,
};

export function SiteHeader({ layout }: { layout: PageLayout }) {
  const { header, action } = useSiteMenus();
  return (
    <header className={HEADER_CLASS[layout]}>
      <div className="container d-flex align-items-center justify-content-between gap-3">
        <SiteLogo inverted={layout === 'home'} />
        <nav
          aria-label="Main"
          className={`${styles.mainNav} d-none d-md-flex align-items-center gap-2`}
        >
          <ul className="navbar-nav flex-row align-items-center gap-1 gap-lg-2">
            {header.map((item) =>
              isNavGroup(item) ? (
                <DesktopNavGroup key={item.id} group={item} />
              ) : (
                <li className="nav-item" key={item.href}>
                  <NavLink className="nav-link" to={item.href} end>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          {action && (
            <NavLink className="btn btn-primary ms-2" to={action.href}>
              {action.label}
            </NavLink>
          )}
        </nav>
        <MobileDrawer />
      </div>
    </header>
  );
}
