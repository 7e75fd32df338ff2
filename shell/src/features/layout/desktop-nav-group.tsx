import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '@gloh/shared/router';
import type { NavGroup } from './navigation-items';
import { NavGroupLinks } from './nav-group-links';
import { useDismiss } from './use-dismiss';
import styles from './layout.module.css';

/** The header's menus share a name, so a browser opens one at a time even without script. */
const HEADER_MENU_NAME = 'header-menu';

/**
 * A disclosure menu of ordinary links on <details>/<summary>: the browser opens it and reports
 * its expanded state without any script, so it works with JavaScript off and before hydration.
 * React never renders `open` (the browser owns it, and the server's HTML stays the first client
 * render); once hydrated, scripts add the disclosure navigation pattern's keys and dismissal:
 * Escape closes and returns focus, arrow keys move between links, a press outside or focus
 * leaving the group closes it.
 */
export function DesktopNavGroup({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const isCurrentSection = group.links.some((link) => link.href === pathname);

  const close = useCallback(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, []);
  const closeAndFocusSummary = useCallback(() => {
    close();
    summaryRef.current?.focus();
  }, [close]);
  useDismiss(detailsRef, open, close);

  // A menu opened before hydration fired its toggle event before React listened.
  useEffect(() => setOpen(detailsRef.current?.open ?? false), []);

  const links = () =>
    Array.from(detailsRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-item') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  };

  const onSummaryKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || !detailsRef.current) return;
    event.preventDefault();
    detailsRef.current.open = true;
    focusLink(0);
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndFocusSummary();
    }
  };

  return (
    <li className="nav-item dropdown">
      <details
        ref={detailsRef}
        name={HEADER_MENU_NAME}
        className={styles.navMenu}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        // The browser owns `open`: a visitor may have opened the menu before hydration.
        suppressHydrationWarning
        // Focus leaving the group closes it.
        onBlur={(event) => {
          if (!detailsRef.current?.contains(event.relatedTarget as Node)) close();
        }}
      >
        <summary
          ref={summaryRef}
          className={`nav-link dropdown-toggle ${styles.navMenuToggle}${isCurrentSection ? ' active' : ''}`}
          onKeyDown={onSummaryKeyDown}
        >
          {group.label}
        </summary>
        {/* Arrow keys and Escape between the links: an addition to Tab, which works as usual. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul className={`dropdown-menu ${styles.navMenuList}`} onKeyDown={onListKeyDown}>
          <NavGroupLinks group={group} linkClassName="dropdown-item" onNavigate={close} />
        </ul>
      </details>
    </li>
  );
}
