import type { ReactNode } from 'react';

/**
 * Text beside a picture on large screens, stacked on small ones. `wideFirst` puts the wide
 * column first on large screens only, so the text still comes first when stacked.
 */
export function SplitRow({
  narrow,
  wide,
  wideFirst = false,
}: {
  narrow: ReactNode;
  wide: ReactNode;
  wideFirst?: boolean;
}) {
  return (
    <div className="row g-4 g-lg-5 align-items-center">
      <div className={wideFirst ? 'col-lg-5 order-lg-2' : 'col-lg-5'}>{narrow}</div>
      <div className={wideFirst ? 'col-lg-7 order-lg-1' : 'col-lg-7'}>{wide}</div>
    </div>
  );
}
