import type { ReactNode } from 'react';
import { ActionLinks, type ActionPair } from './action-links';
import styles from '../styles/marketing.module.css';

/** What the standard hero says: a page's eyebrow, title, lead and its actions, if any. */
export interface PageHeroContent extends Partial<ActionPair> {
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
}

/** The standard hero of inner pages (the home page has its own). */
export function PageHero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  aside,
}: PageHeroContent & { aside?: ReactNode }) {
  return (
    <section className={styles.marketingHero}>
      <div className="container">
        <div className="row align-items-center g-4">
          <div className={aside ? 'col-lg-7' : 'col-lg-9'}>
            {eyebrow && <p className={`${styles.eyebrow} ${styles.eyebrowInverted}`}>{eyebrow}</p>}
            <h1 className={styles.heroTitle}>{title}</h1>
            <p className="lead mt-3 mb-0">{lead}</p>
            {primary && (
              <div className="d-flex flex-wrap gap-3 mt-4">
                <ActionLinks primary={primary} secondary={secondary} />
              </div>
            )}
          </div>
          {aside && <div className="col-lg-5 d-none d-lg-block">{aside}</div>}
        </div>
      </div>
    </section>
  );
}
