import type { ReactNode } from 'react';
import './investor-page-hero.css';

interface InvestorPageHeroProps {
  title: string;
  children?: ReactNode;
}

/** The opening band of every investor page: the area's eyebrow, the page's h1 and its lead. */
export function InvestorPageHero({ title, children }: InvestorPageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container">
        <p className="investor-eyebrow">Investors</p>
        <h1>{title}</h1>
        {children && <p className="lead mb-0">{children}</p>}
      </div>
    </section>
  );
}
