import { Link } from '@gloh/shared/router';
import styles from './layout.module.css';

export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className={`${styles.siteLogo}${inverted ? ` ${styles.siteLogoInverted}` : ''}`}
      aria-label="Gloh home"
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b3d5c" />
        <circle cx="16" cy="16" r="8" fill="none" stroke="#3ec6b0" strokeWidth="4" />
        <circle cx="16" cy="16" r="3" fill="#fff" />
      </svg>
      <span className="site-logo-text">Gloh</span>
    </Link>
  );
}
