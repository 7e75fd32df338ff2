import { pagePath } from '../app/page-paths';
import { ActionLinks } from './action-links';
import { CtaPanel } from './cta-panel';
import { FeatureCardGrid, type FeatureCardContent } from './feature-card';
import { PageHero } from './page-hero';
import { HeadedSection } from './page-section';

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
          <ActionLinks
            primary={{ to: pagePath('contact'), label: 'Talk to Our Team' }}
            secondary={{ to: pagePath('platform'), label: 'Explore the Platform' }}
          />
        }
      />
      <HeadedSection id="audience-features-title" title={content.featuresTitle}>
        <FeatureCardGrid cards={content.features} columns={3} />
      </HeadedSection>
      <CtaPanel
        headingId="audience-cta-title"
        title={content.ctaTitle}
        text={content.ctaText}
        actions={
          <ActionLinks
            primary={{ to: pagePath('contact'), label: 'Contact Us' }}
            secondary={{ to: pagePath('what-were-building'), label: 'What We’re Building' }}
          />
        }
      />
    </>
  );
}
