import type { ReactNode } from 'react';

/**
 * The site's card grid: one Bootstrap row whose items each sit in a column of `columns` (the
 * column classes, e.g. 'col-12 col-lg-6'), with the same gutters everywhere.
 */
export function ColumnGrid<Item>({
  items,
  itemKey,
  columns,
  className,
  testId,
  children,
}: {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  columns: string;
  className?: string;
  testId?: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <div className={className ? `row g-4 ${className}` : 'row g-4'} data-testid={testId}>
      {items.map((item) => (
        <div key={itemKey(item)} className={columns}>
          {children(item)}
        </div>
      ))}
    </div>
  );
}
