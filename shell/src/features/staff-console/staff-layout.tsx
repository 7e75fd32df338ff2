import type { ReactNode } from 'react';
import { BRAND_NAME } from '@gloh/shared/page-head';

/**
 * The console's own frame: no site navigation or footer, and never indexed (the server also
 * sends `X-Robots-Tag: noindex` for every /staff page).
 */
export function StaffLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <title>{`${title} | ${BRAND_NAME} staff`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-bottom bg-light">
        <div className="container d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
          <p className="fw-semibold mb-0">{BRAND_NAME} staff console</p>
          {actions}
        </div>
      </header>
      <main id="main-content" className="container py-4">
        <h1 className="h3 mb-4">{title}</h1>
        {children}
      </main>
    </>
  );
}
