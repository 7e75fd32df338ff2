import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/**
 * The site's links, on react-router's own hooks. react-router's `Link` carries its framework
 * mode's prefetching (prefetch links, the route manifest, the discovery attribute) and `NavLink`
 * the data router's pending and view-transition states; the site uses neither, and as a shared
 * module they were in every page's first load (about 2 KB compressed). These do what the site
 * uses: client-side navigation on a plain click (modifier keys, other targets and external
 * addresses stay the browser's), `replace` and `state`, and for `NavLink` the active class and
 * `aria-current="page"`, matched case-insensitively like react-router's.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** History state for the new location. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** An address with a scheme (https:, mailto:) or protocol-relative: not the router's to resolve. */
const EXTERNAL_ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, replace, state, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  if (typeof to === 'string' && EXTERNAL_ADDRESS.test(to)) {
    return (
      <a {...rest} ref={ref} href={to} target={target} onClick={onClick}>
        {children}
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/** A link that knows whether it points at the current page (class `active`, `aria-current`). */
export function NavLink({ end = false, className = '', children, ...rest }: NavLinkProps) {
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  // '/about/' matches what is below it as '/about' does.
  const endOfTarget = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target ||
    (!end && current.startsWith(target) && current.charAt(endOfTarget) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} aria-current={isActive ? 'page' : undefined} className={classes}>
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}
