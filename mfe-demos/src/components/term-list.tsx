import type { ReactNode } from 'react';

/** A description list of label and value pairs, each pair grouped so it can be laid out as a row. */
export function TermList({
  className,
  terms,
}: {
  className: string | undefined;
  terms: readonly (readonly [term: string, detail: ReactNode])[];
}) {
  return (
    <dl className={className}>
      {terms.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
