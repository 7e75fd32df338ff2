import type { ReactNode } from 'react';
import styles from '../styles/marketing.module.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Readable legal text: the summary in the hero, as every page's lead is (on a phone the contents
 * list fills the first screen after it), a short contents list, then numbered sections at a
 * comfortable measure.
 */
export function LegalDocument({
  title,
  effectiveDate,
  summary,
  sections,
}: {
  title: string;
  effectiveDate: string;
  summary: string;
  sections: readonly LegalSection[];
}) {
  return (
    <>
      <section className={styles.marketingHero}>
        <div className="container">
          <p className={`${styles.eyebrow} ${styles.eyebrowInverted}`}>Legal</p>
          <h1 className={styles.heroTitle}>{title}</h1>
          <p className="lead mt-3">{summary}</p>
          <p className="mb-0" data-testid="effective-date">
            Effective date: {effectiveDate}
          </p>
        </div>
      </section>
      <div className="section">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <nav className="col-lg-4 order-lg-2" aria-label={`${title} contents`}>
              <div className={styles.legalToc}>
                <h2 className="h6 text-uppercase text-body-secondary">Contents</h2>
                <ol className="mb-0">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.title}</a>
                    </li>
                  ))}
                </ol>
              </div>
            </nav>
            <div className={`col-lg-8 order-lg-1 ${styles.legalText}`}>
              {sections.map((section, index) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <h2 id={`${section.id}-title`} className="h4">
                    {index + 1}. {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
