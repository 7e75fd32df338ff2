import type { ReactNode } from 'react';
import styles from '../styles/marketing.module.css';

/** The closing call to action at the foot of a page. */
export function CtaPanel({
  title,
  text,
  actions,
  headingId,
}: {
  title: string;
  text: string;
  actions: ReactNode;
  headingId: string;
}) {
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.ctaPanel}>
          <h2 id={headingId} className={`${styles.displayHeading} text-white`}>
            {title}
          </h2>
          <p className={`lead ${styles.textInvertedMuted} mx-auto mb-4`}>{text}</p>
          <div className="d-flex flex-wrap justify-content-center gap-3">{actions}</div>
        </div>
      </div>
    </section>
  );
}
