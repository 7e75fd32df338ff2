import { SITE_ACTIONS } from '../../app/site-actions';
import { FeatureCardSection } from '../../components/feature-card';
import { MarketingPage } from '../../components/marketing-page';
import { HeadedSection } from '../../components/page-section';
import { PLATFORM_SECTIONS } from './platform-content';
import { PlatformPillars } from './platform-pillars';
import { SegmentDiagram } from './segment-diagram';

export default function PlatformPage() {
  return (
    <MarketingPage
      hero={{
        eyebrow: 'The Gloh platform',
        title: 'Flexible by design. Powerful when unified.',
        lead: 'Use one product or all of them: every Gloh product runs on the same secure data layer, APIs and explainable AI.',
        primary: SITE_ACTIONS.talkToTeam,
        secondary: SITE_ACTIONS.viewRoadmap,
      }}
      cta={{
        headingId: 'platform-cta-title',
        title: 'See the platform in action',
        text: 'Explore how the pieces fit together, and where we are taking them next.',
        primary: SITE_ACTIONS.explorePlatform,
        secondary: SITE_ACTIONS.viewRoadmap,
      }}
    >
      <HeadedSection {...PLATFORM_SECTIONS.pillars}>
        <PlatformPillars />
      </HeadedSection>
      <FeatureCardSection {...PLATFORM_SECTIONS.layers} />
      <HeadedSection {...PLATFORM_SECTIONS.segments}>
        <SegmentDiagram />
      </HeadedSection>
    </MarketingPage>
  );
}
