import type { ReactNode } from 'react';
import '@gloh/staff-ui/styles/console.css';
import { BRAND_NAME } from '@gloh/shared/page-head';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';

/** The id of the frame's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The console's own frame: no site navigation or footer, and never indexed (the server also
 * sends `X-Robots-Tag: noindex` for every /staff page). With a `title`, the frame writes the
 * page's title and heading; a team's page writes its own.
 */
export function StaffLayout({
  title,
  actions,
  navigation,
  children,
}: {
  title?: string;
  actions?: ReactNode;
  navigation?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="staff-console">
      <meta name="robots" content="noindex, nofollow" />
      <a className="visually-hidden-focusable" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <header className="border-bottom bg-light">
        <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
          <p className="fw-semibold mb-0">{BRAND_NAME} staff console</p>
          {actions}
        </div>
      </header>
      {navigation}
      <main id={MAIN_CONTENT_ID} className="container py-4" tabIndex={-1}>
        {title !== undefined && <StaffPageHeading title={title} />}
        {children}
      </main>
    </div>
  );
}
