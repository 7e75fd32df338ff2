import { Link } from '@gloh/shared/router';
import { pagePath } from '../app/page-paths';
import { CtaPanel } from './cta-panel';
import { FeatureCardGrid, type FeatureCardContent } from './feature-card';
import { PageHero } from './page-hero';
import { SectionHeading } from './section-heading';

export interface AudiencePageContent {
  routeId: string;
  /** Page title (also the h1's eyebrow), e.g. 'For Patients'. */
  title: string;
  headline: string;
  lead: string;
  description: string;
  keywords: readonly string[];
  featuresTitle: string;
  features: readonly FeatureCardContent[];
  ctaTitle: string;
  ctaText: string;
}

/** The shared shape of the three audience pages: hero, feature cards, call to action. */
export function AudiencePage({ content }: { content: AudiencePageContent }) {
  return (
    <>
      <PageHero
        eyebrow={content.title}
        title={content.headline}
        lead={content.lead}
        actions={
          <>
            <Link className="btn btn-accent btn-lg" to={pagePath('contact')}>
              Talk to Our Team
            </Link>
            <Link className="btn btn-outline-light btn-lg" to={pagePath('platform')}>
              Explore the Platform
            </Link>
          </>
        }
      />
      <section className="section" aria-labelledby="audience-features-title">
        <div className="container">
          <SectionHeading id="audience-features-title" title={content.featuresTitle} />
          <FeatureCardGrid cards={content.features} columns={3} />
        </div>
      </section>
      <CtaPanel
        headingId="audience-cta-title"
        title={content.ctaTitle}
        text={content.ctaText}
        actions={
          <>
            <Link className="btn btn-accent btn-lg" to={pagePath('contact')}>
              Contact Us
            </Link>
            <Link className="btn btn-outline-light btn-lg" to={pagePath('what-were-building')}>
              What We’re Building
            </Link>
          </>
        }
      />
    </>
  );
}
