declare const iconPath: unique symbol;

/**
 * The drawing of one of the site's line icons (24 × 24, stroke = currentColor): the `d` of its
 * path, from `components/icons/`. One module per icon, so each page's chunk holds only the icons
 * it draws; a table of them all was in every page that drew any (1.6 KB compressed on the home
 * page). Branded, so a plain string is not taken for one.
 */
export type IconPath = string & { readonly [iconPath]: true };

/** Draws an icon, decorative unless labelled. */
export function Icon({
  icon,
  size = 24,
  className,
  label,
}: {
  icon: IconPath;
  size?: number;
  className?: string;
  /** Only for icons that carry meaning on their own; most sit beside text and stay hidden. */
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={icon} />
    </svg>
  );
}
