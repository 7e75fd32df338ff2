import type { ReactNode } from 'react';
import styles from './demo-layout.module.css';

/**
 * A product demo's page: its sidebar (navigation, brand) and its main column.
 * @param layoutClassName the demo's own class, which sets the layout's widths
 */
export function DemoLayout({
  sidebar,
  layoutClassName,
  children,
}: {
  sidebar: ReactNode;
  layoutClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.demoPage}>
      <div className={`${styles.demoLayout} ${layoutClassName ?? ''}`}>
        <div className={styles.demoSidebar}>{sidebar}</div>
        {children}
      </div>
    </div>
  );
}
