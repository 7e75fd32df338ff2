import type { ReactNode } from 'react';
// Global .investor-card for the pages not yet on CSS modules (see the file); every page has this hero.
import styles from './investor-page-hero.module.css';

interface InvestorPageHeroProps {
  title: string;
  children?: ReactNode;
}

/** The opening band of every investor page: the area's eyebrow, the page's h1 and its lead. */
export function InvestorPageHero({ title, children }: InvestorPageHeroProps) {
  return (
    <section className={styles.pageHero}>
      <div className="container">
        <p className={styles.investorEyebrow}>Investors</p>
        <h1>{title}</h1>
        {children && <p className="lead mb-0">{children}</p>}
      </div>
    </section>
  );
}
