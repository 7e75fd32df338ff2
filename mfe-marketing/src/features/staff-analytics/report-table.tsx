import { Children, useId, type ReactNode } from 'react';
import { formatNumber } from '@gloh/shared/number-format';
import { formatTimeOnPage } from './time-on-page';

/**
 * A table of the analytics report, in a region that scrolls sideways on a narrow screen rather
 * than the page (focusable, so a keyboard can scroll it), named by its caption.
 */
export interface ReportTableContent {
  caption: string;
  headers: readonly string[];
  /** What the table says when it has no rows. */
  empty?: string;
}

export function ReportTable({
  caption,
  headers,
  empty,
  children,
}: ReportTableContent & { children: ReactNode }) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-responsive" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table table-striped table-sm align-middle">
        <caption id={captionId} className="caption-top">
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index === 0 ? undefined : 'text-end'}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty && Children.count(children) === 0 ? (
            <tr>
              <td colSpan={headers.length}>{empty}</td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A band of the report, named by its heading; with `table`, its children are that table's rows. */
export function ReportSection({
  id,
  title,
  table,
  children,
}: {
  id: string;
  title: string;
  table?: ReportTableContent;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h4">
        {title}
      </h2>
      {table ? <ReportTable {...table}>{children}</ReportTable> : children}
    </section>
  );
}

/** A row of a report table: what it counts, then its figures, as many as the table has columns. */
export function ReportRow({
  label,
  labelNoWrap = false,
  figures,
}: {
  label: ReactNode;
  /** A date stays on one line; a long path or origin may break. */
  labelNoWrap?: boolean;
  figures: { views: number; visitors?: number; avgSecondsOnPage?: number | null };
}) {
  return (
    <tr>
      <th scope="row" className={`fw-normal ${labelNoWrap ? 'text-nowrap' : 'text-break'}`}>
        {label}
      </th>
      <td className="text-end">{formatNumber(figures.views)}</td>
      {figures.visitors !== undefined && (
        <td className="text-end">{formatNumber(figures.visitors)}</td>
      )}
      {figures.avgSecondsOnPage !== undefined && (
        <td className="text-end text-nowrap">{formatTimeOnPage(figures.avgSecondsOnPage)}</td>
      )}
    </tr>
  );
}
