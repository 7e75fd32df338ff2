import { Link } from '@gloh/shared/router';

export interface ActionLink {
  to: string;
  label: string;
}

/**
 * The buttons of a hero or a closing call to action: the main action in accent, the
 * alternative outlined, so every page weighs its two choices the same way.
 */
export function ActionLinks({
  primary,
  secondary,
}: {
  primary: ActionLink;
  secondary?: ActionLink;
}) {
  return (
    <>
      <Link className="btn btn-accent btn-lg" to={primary.to}>
        {primary.label}
      </Link>
      {secondary && (
        <Link className="btn btn-outline-light btn-lg" to={secondary.to}>
          {secondary.label}
        </Link>
      )}
    </>
  );
}
