import { Link } from '@gloh/shared/router';

/** A button's target: a route of the site (`to`), or a plain address such as mailto: or #anchor. */
export type ActionLink = { label: string } & ({ to: string } | { href: string });

/** The one or two actions a hero or a closing call to action offers. */
export interface ActionPair {
  primary: ActionLink;
  secondary?: ActionLink;
}

function ActionButton({ link, className }: { link: ActionLink; className: string }) {
  return 'to' in link ? (
    <Link className={className} to={link.to}>
      {link.label}
    </Link>
  ) : (
    <a className={className} href={link.href}>
      {link.label}
    </a>
  );
}

/**
 * The buttons of a hero or a closing call to action: the main action in accent, the
 * alternative outlined, so every page weighs its two choices the same way.
 */
export function ActionLinks({ primary, secondary }: ActionPair) {
  return (
    <>
      <ActionButton link={primary} className="btn btn-accent btn-lg" />
      {secondary && <ActionButton link={secondary} className="btn btn-outline-light btn-lg" />}
    </>
  );
}
