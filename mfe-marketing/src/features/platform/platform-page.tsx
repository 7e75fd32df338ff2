import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { ActionLinks } from '../../components/action-links';
import { CtaPanel } from '../../components/cta-panel';
import { FeatureCardGrid } from '../../components/feature-card';
import { PageHero } from '../../components/page-hero';
import { HeadedSection } from '../../components/page-section';
import { PLATFORM_LAYERS } from './platform-content';
import { PlatformPillars } from './platform-pillars';
import { SegmentDiagram } from './segment-diagram';

export default function PlatformPage() {
  return (
    <>
      <PageHero
        eyebrow="The Gloh platform"
        title="Flexible by design. Powerful when unified."
        lead="Use one product or all of them: every Gloh product runs on the same secure data layer, APIs and explainable AI."
        actions={
          <ActionLinks
            primary={{ to: pagePath('contact'), label: 'Talk to Our Team' }}
            secondary={{ to: SITE_LINKS.roadmap, label: 'View Our Roadmap' }}
          />
        }
      />

      <HeadedSection
        eyebrow="Foundations"
        id="pillars-title"
        title="Built on three foundations"
        lead="Hover over, select or tap a card to see its key features."
      >
        <PlatformPillars />
      </HeadedSection>

      <HeadedSection
        tone="surface"
        eyebrow="Architecture"
        id="layers-title"
        title="Four layers, one platform"
        lead="From raw data to an explained prediction, every step is governed and observable."
      >
        <FeatureCardGrid cards={PLATFORM_LAYERS} columns={4} />
      </HeadedSection>

      <HeadedSection
        eyebrow="Who it serves"
        id="segments-title"
        title="One platform, six segments"
        lead="Clinics, pharma, research, biotech, CROs and digital health companies all build on the same data foundation."
      >
        <SegmentDiagram />
      </HeadedSection>

      <CtaPanel
        headingId="platform-cta-title"
        title="See the platform in action"
        text="Explore how the pieces fit together, and where we are taking them next."
        actions={
          <ActionLinks
            primary={{ to: pagePath('platform'), label: 'Explore the Platform' }}
            secondary={{ to: SITE_LINKS.roadmap, label: 'View Our Roadmap' }}
          />
        }
      />
    </>
  );
}
