import type { ReactNode } from 'react';
import { HeadedPanel } from '../../../components/headed-panel';
import styles from '../gloh-predict.module.css';

/** A panel of the GlohPredict dashboard, named by its heading. */
export function PredictPanel({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <HeadedPanel
      className={styles.predictCard}
      headingId={headingId}
      title={title}
      titleClassName={styles.predictCardTitle}
    >
      {children}
    </HeadedPanel>
  );
}
