import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@gloh/shared/router';
import { isNavGroup, type NavGroup } from './navigation-items';
import { NavGroupLinks } from './nav-group-links';
import { useSiteMenus } from './use-site-menus';
import { afterNextPaint } from '../../lib/after-next-paint';
import styles from './layout.module.css';

/** A group of the drawer's links: a <details> that opens without script, as the drawer does. */
function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  return (
    <li className="drawer-group">
      {/* The browser owns `open`: a visitor may have opened the group before hydration. */}
      <details className={styles.drawerGroup} suppressHydrationWarning>
        <summary className={`${styles.drawerLink} ${styles.drawerToggle}`}>
          <span>{group.label}</span>
          <span className={styles.drawerChevron} aria-hidden="true" />
        </summary>
        <ul className={styles.drawerSublist}>
          <NavGroupLinks
            group={group}
            linkClassName={`${styles.drawerLink} drawer-sublink`}
            onNavigate={onNavigate}
          />
        </ul>
      </details>
    </li>
  );
}

/** The drawer's id, which its buttons name as their popover target. */
export const MOBILE_DRAWER_ID = 'mobile-menu';

/** The popover API, absent from older browsers (and from jsdom). */
function isShownAsPopover(dialog: HTMLDialogElement): boolean {
  return typeof dialog.hidePopover === 'function' && dialog.matches(':popover-open');
}

/**
 * The navigation below the md breakpoint: a <dialog> sliding in from the right.
 *
 * It opens without script as a popover: the button's popovertarget shows it, and Escape, a click
 * outside or the close button (popovertargetaction="hide") hide it; its links load pages as usual.
 * We chose the popover attribute over <details>, which neither closes on Escape or a click outside
 * nor offers a close button inside the panel, and over a link to a :target, which adds history
 * entries, scrolls the page and leaves "menu open" in a shareable address. Every engine has
 * supported popovers since 2024 (Chrome 114, Safari 17, Firefox 125); an older browser with
 * script off cannot open the drawer, and nothing worse happens.
 *
 * Once hydrated, the buttons stop the popover and the same dialog becomes modal (showModal): the
 * page behind it is inert, focus stays inside, Escape closes it and focus returns to the button.
 * A tap shows it as a popover first and makes it modal once that frame has been painted: making
 * the page inert restyles every element of it, and in the tap's own frame that work held back the
 * paint that answers the tap (most of its style and layout at a phone's speed).
 */
export function MobileDrawer() {
  const { header, action } = useSiteMenus();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    // Shown as a popover already when it was opened before hydration.
    if (!isShownAsPopover(dialog)) {
      if (typeof dialog.showPopover !== 'function') {
        dialog.showModal?.();
        return;
      }
      dialog.showPopover();
    }
    const cancel = afterNextPaint(() => {
      // Dismissed as a popover (Escape, a tap outside) before it became modal: closed.
      if (!isShownAsPopover(dialog)) {
        setOpen(false);
        return;
      }
      dialog.hidePopover();
      dialog.showModal?.();
    });
    return () => {
      cancel();
      // Closed (a link followed) before it became modal.
      if (isShownAsPopover(dialog)) dialog.hidePopover();
    };
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  // Opened as a popover before hydration: it becomes the modal drawer from here on.
  useEffect(() => {
    if (dialogRef.current && isShownAsPopover(dialogRef.current)) setOpen(true);
  }, []);

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={`btn ${styles.drawerOpenButton} d-md-none`}
        aria-label="Open menu"
        popoverTarget={MOBILE_DRAWER_ID}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className={styles.hamburger} aria-hidden="true" />
      </button>
      {/* The backdrop click is a pointer shortcut; keyboard users close with Escape or the button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={MOBILE_DRAWER_ID}
        popover="auto"
        className={styles.mobileDrawer}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialogRef.current) close();
        }}
      >
        <div className={styles.mobileDrawerPanel}>
          <div className="d-flex justify-content-between align-items-center mb-3">
            <h2 id={titleId} className="h5 m-0">
              Menu
            </h2>
            <button
              type="button"
              className={styles.drawerCloseButton}
              aria-label="Close menu"
              popoverTarget={MOBILE_DRAWER_ID}
              popoverTargetAction="hide"
              onClick={(event) => {
                event.preventDefault();
                close();
              }}
            />
          </div>
          <nav aria-label="Mobile">
            <ul className="list-unstyled m-0">
              {header.map((item) =>
                isNavGroup(item) ? (
                  <DrawerGroup key={item.id} group={item} onNavigate={close} />
                ) : (
                  <li key={item.href}>
                    <NavLink className={styles.drawerLink} to={item.href} end onClick={close}>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {action && (
            <NavLink className="btn btn-primary w-100 mt-4" to={action.href} onClick={close}>
              {action.label}
            </NavLink>
          )}
        </div>
      </dialog>
    </>
  );
}
