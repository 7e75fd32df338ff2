import type { ReactNode } from 'react';

/** A control shown beside a panel's heading, and the classes of the row that holds both. */
export interface PanelHeaderAside {
  rowClassName: string;
  aside: ReactNode;
}

/** A panel of a demo dashboard: a region named by its own heading. */
export function HeadedPanel({
  className,
  headingId,
  title,
  titleClassName,
  header,
  children,
}: {
  className: string | undefined;
  headingId: string;
  title: ReactNode;
  titleClassName: string | undefined;
  header?: PanelHeaderAside;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={headingId} className={header ? `${titleClassName} mb-0` : titleClassName}>
      {title}
    </h2>
  );
  return (
    <section className={className} aria-labelledby={headingId}>
      {header ? (
        <div className={header.rowClassName}>
          {heading}
          {header.aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
