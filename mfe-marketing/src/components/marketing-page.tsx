import type { ReactNode } from 'react';
import { CtaPanel, type CtaContent } from './cta-panel';
import { PageHero, type PageHeroContent } from './page-hero';

/** An inner page of the site: the standard hero, the page's own sections, a closing call to action. */
export function MarketingPage({
  hero,
  cta,
  children,
}: {
  hero: PageHeroContent;
  cta?: CtaContent;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero {...hero} />
      {children}
      {cta && <CtaPanel {...cta} />}
    </>
  );
}
