import { SITE_ACTIONS } from '../app/site-actions';
import { FeatureCardSection, type FeatureCardContent } from './feature-card';
import { MarketingPage } from './marketing-page';

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
    <MarketingPage
      hero={{
        eyebrow: content.title,
        title: content.headline,
        lead: content.lead,
        primary: SITE_ACTIONS.talkToTeam,
        secondary: SITE_ACTIONS.explorePlatform,
      }}
      cta={{
        headingId: 'audience-cta-title',
        title: content.ctaTitle,
        text: content.ctaText,
        primary: SITE_ACTIONS.contactUs,
        secondary: SITE_ACTIONS.whatWereBuilding,
      }}
    >
      <FeatureCardSection
        id="audience-features-title"
        title={content.featuresTitle}
        cards={content.features}
        columns={3}
      />
    </MarketingPage>
  );
}
