import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@gloh/shared/router';
import { isNavGroup, type NavGroup } from './navigation-items';
import { useSiteMenus } from './use-site-menus';
import styles from './layout.module.css';

function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li className="drawer-group">
      <button
        type="button"
        className={`${styles.drawerLink} ${styles.drawerToggle}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{group.label}</span>
        <span className={styles.drawerChevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.drawerSublist} hidden={!expanded}>
        {group.links.map((link) => (
          <li key={link.href}>
            <NavLink
              className={`${styles.drawerLink} drawer-sublink`}
              to={link.href}
              end
              onClick={onNavigate}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The navigation below the md breakpoint: a modal <dialog> sliding in from the right. The native
 * dialog traps focus, closes on Escape and makes the page behind it inert.
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
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => setOpen(false), [pathname]);

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={`btn ${styles.drawerOpenButton} d-md-none`}
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className={styles.hamburger} aria-hidden="true" />
      </button>
      {/* The backdrop click is a pointer shortcut; keyboard users close with Escape or the button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
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
            <button type="button" className="btn-close" aria-label="Close menu" onClick={close} />
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
