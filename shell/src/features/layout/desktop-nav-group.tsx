import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from '@gloh/shared/router';
import type { NavGroup } from './navigation-items';
import { useDismiss } from './use-dismiss';

/**
 * A disclosure menu (WAI-ARIA disclosure navigation pattern): a button with aria-expanded that
 * shows a list of ordinary links. Escape closes and returns focus; arrow keys move between links.
 */
export function DesktopNavGroup({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const isCurrentSection = group.links.some((link) => link.href === pathname);

  const close = useCallback(() => setOpen(false), []);
  const closeAndFocusButton = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(wrapperRef, open, close);

  const focusLink = (index: number) => {
    const links = wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-item');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(
      wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-item') ?? [],
    );
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndFocusButton();
    }
  };

  return (
    // Focus leaving the group closes it.
    <li
      className="nav-item dropdown"
      ref={wrapperRef}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link dropdown-toggle btn btn-link${isCurrentSection ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
      </button>
      {/* Arrow keys and Escape between the links: an addition to Tab, which works as usual. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={listId} className={`dropdown-menu${open ? ' show' : ''}`} onKeyDown={onListKeyDown}>
        {group.links.map((link) => (
          <li key={link.href}>
            <NavLink className="dropdown-item" to={link.href} end onClick={close}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
