import { BRAND_NAME } from '@gloh/shared/page-head';

/** The browser tab's title of a staff console page. */
export function staffDocumentTitle(title: string): string {
  return `${title} | ${BRAND_NAME} staff`;
}

/**
 * The document title and the one h1 every staff page starts with; the shell's frame renders
 * neither for a team's page. `heading` differs from `title` when the tab needs more context
 * (e.g. a detail page: `Ada · Investors` in the tab, `Ada` as the heading).
 */
export function StaffPageHeading({
  title,
  heading = title,
  className = 'h3 mb-4',
}: {
  title: string;
  heading?: string;
  /** Only for a heading that shares its line with page actions (then `mb-0`). */
  className?: string;
}) {
  return (
    <>
      <title>{staffDocumentTitle(title)}</title>
      <h1 className={className}>{heading}</h1>
    </>
  );
}
