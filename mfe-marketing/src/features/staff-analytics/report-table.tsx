import { useId, type ReactNode } from 'react';

/**
 * A table of the analytics report, in a region that scrolls sideways on a narrow screen rather
 * than the page (focusable, so a keyboard can scroll it), named by its caption.
 */
export function ReportTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
