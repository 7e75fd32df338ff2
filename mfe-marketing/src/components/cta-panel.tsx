import { ActionLinks, type ActionPair } from './action-links';
import styles from '../styles/marketing.module.css';

/** What a page's closing call to action says, and where its buttons lead. */
export interface CtaContent extends ActionPair {
  headingId: string;
  title: string;
  text: string;
}

/** The closing call to action at the foot of a page. */
export function CtaPanel({ headingId, title, text, ...actions }: CtaContent) {
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.ctaPanel}>
          <h2 id={headingId} className={`${styles.displayHeading} text-white`}>
            {title}
          </h2>
          <p className={`lead ${styles.textInvertedMuted} mx-auto mb-4`}>{text}</p>
          <div className="d-flex flex-wrap justify-content-center gap-3">
            <ActionLinks {...actions} />
          </div>
        </div>
      </div>
    </section>
  );
}
