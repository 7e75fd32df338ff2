import type { ReactNode } from 'react';
import { HeadedPanel, type PanelHeaderAside } from '../../../components/headed-panel';
import blockStyles from '../../../styles/demo-blocks.module.css';
import styles from '../gloh-care.module.css';

/** A panel of the GlohCare dashboard; `area` places it in the dashboard's grid. */
export function CarePanel({
  area,
  headingId,
  title,
  header,
  children,
}: {
  area: string | undefined;
  headingId: string;
  title: string;
  header?: PanelHeaderAside;
  children: ReactNode;
}) {
  return (
    <HeadedPanel
      className={`${blockStyles.panel} ${area}`}
      headingId={headingId}
      title={title}
      titleClassName={styles.careCardTitle}
      header={header}
    >
      {children}
    </HeadedPanel>
  );
}
