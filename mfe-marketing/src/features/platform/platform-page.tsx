import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { CtaPanel } from '../../components/cta-panel';
import { FeatureCardGrid } from '../../components/feature-card';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
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
          <>
            <Link className="btn btn-accent btn-lg" to={pagePath('contact')}>
              Talk to Our Team
            </Link>
            <Link className="btn btn-outline-light btn-lg" to={SITE_LINKS.roadmap}>
              View Our Roadmap
            </Link>
          </>
        }
      />

      <section className="section" aria-labelledby="pillars-title">
        <div className="container">
          <SectionHeading
            eyebrow="Foundations"
            id="pillars-title"
            title="Built on three foundations"
            lead="Hover over, select or tap a card to see its key features."
          />
          <PlatformPillars />
        </div>
      </section>

      <section className="section bg-surface" aria-labelledby="layers-title">
        <div className="container">
          <SectionHeading
            eyebrow="Architecture"
            id="layers-title"
            title="Four layers, one platform"
            lead="From raw data to an explained prediction, every step is governed and observable."
          />
          <FeatureCardGrid cards={PLATFORM_LAYERS} columns={4} />
        </div>
      </section>

      <section className="section" aria-labelledby="segments-title">
        <div className="container">
          <SectionHeading
            eyebrow="Who it serves"
            id="segments-title"
            title="One platform, six segments"
            lead="Clinics, pharma, research, biotech, CROs and digital health companies all build on the same data foundation."
          />
          <SegmentDiagram />
        </div>
      </section>

      <CtaPanel
        headingId="platform-cta-title"
        title="See the platform in action"
        text="Explore how the pieces fit together, and where we are taking them next."
        actions={
          <>
            <Link className="btn btn-accent btn-lg" to={pagePath('platform')}>
              Explore the Platform
            </Link>
            <Link className="btn btn-outline-light btn-lg" to={SITE_LINKS.roadmap}>
              View Our Roadmap
            </Link>
          </>
        }
      />
    </>
  );
}
