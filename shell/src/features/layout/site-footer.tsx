import { Link } from '@gloh/shared/router';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { CookieSettingsButton } from '../cookie-consent/cookie-settings-button';
import { SiteLogo } from './site-logo';
import { useSiteMenus } from './use-site-menus';
import styles from './layout.module.css';

/** The footer holds everything the cookie banner's inset moves (see use-banner-inset.ts). */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter({ children }: { children?: React.ReactNode }) {
  const site = useSiteConfig();
  const { footer } = useSiteMenus();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.siteFooter} id={SITE_FOOTER_ID}>
      <div className="container py-5">
        <div className={`row g-4 ${styles.siteFooterLinks}`}>
          <div className="col-12 col-lg-5">
            <SiteLogo inverted />
            <p className="mt-3 mb-0 site-footer-description">
              Gloh builds predictive analytics and clinical decision support for mental and
              behavioral health, helping care teams act before relapse and readmission happen.
            </p>
          </div>
          {footer.map((group, index) => {
            const last = index === footer.length - 1;
            const headingId = `footer-${group.id}`;
            return (
              <nav
                className={`col-6 ${last ? 'col-lg-2' : 'col-lg-3'}`}
                aria-labelledby={headingId}
                key={group.id}
              >
                <h2 id={headingId} className={styles.siteFooterHeading}>
                  {group.label}
                </h2>
                <ul className="list-unstyled m-0">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{link.label}</Link>
                    </li>
                  ))}
                  {/* The cookie settings close the last list, beside the legal pages. */}
                  {last && (
                    <li>
                      <CookieSettingsButton />
                    </li>
                  )}
                </ul>
              </nav>
            );
          })}
          <div className="col-12 col-lg-2">
            <h2 className={styles.siteFooterHeading}>Follow us</h2>
            <ul className="list-unstyled m-0">
              {site.socialLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div
          className={`${styles.siteFooterBottom} mt-4 pt-3 d-flex flex-wrap justify-content-between gap-2`}
        >
          {/* The server may have rendered the page last year: the browser's clock wins. */}
          <p className="m-0" suppressHydrationWarning>
            © {year} Gloh. All rights reserved.
          </p>
          {children}
        </div>
      </div>
    </footer>
  );
}
