import type { ReactNode } from 'react';
import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { ActionLinks } from '../../components/action-links';
import { CheckList } from '../../components/check-list';
import { CtaPanel } from '../../components/cta-panel';
import { PageHero } from '../../components/page-hero';
import { PageSection } from '../../components/page-section';
import { SplitRow } from '../../components/split-row';
import { CareDashboardMock } from './care-dashboard-mock';
import { PhoneMockup } from './phone-mockup';
import { ResearchMock } from './research-mock';
import { StaffingMock } from './staffing-mock';
import marketingStyles from '../../styles/marketing.module.css';
import whatWereBuildingStyles from './what-were-building.module.css';

function ProductSection({
  id,
  tag,
  title,
  text,
  points,
  mock,
  mockFirst = false,
  surface = false,
}: {
  id: string;
  tag: string;
  title: string;
  text: string;
  points: readonly string[];
  mock: ReactNode;
  mockFirst?: boolean;
  surface?: boolean;
}) {
  return (
    <PageSection
      className={whatWereBuildingStyles.wwbSection}
      tone={surface ? 'surface' : undefined}
      labelledBy={`${id}-title`}
      testId={`section-${id}`}
    >
      <SplitRow
        wideFirst={mockFirst}
        narrow={
          <>
            <span className={whatWereBuildingStyles.productTag}>{tag}</span>
            <h2 id={`${id}-title`} className={marketingStyles.displayHeading}>
              {title}
            </h2>
            <p className="text-body-secondary fs-5">{text}</p>
            <CheckList items={points} className="mb-0" />
          </>
        }
        wide={mock}
      />
    </PageSection>
  );
}

export default function WhatWereBuildingPage() {
  return (
    <>
      <PageHero
        eyebrow="What we’re building"
        title="Empower Patients. Predict Risk. Coordinate Care."
        lead="A connected set of products that brings patients, clinicians, carers and researchers onto one predictive platform."
        actions={
          <ActionLinks
            primary={{ to: pagePath('platform'), label: 'Explore the Platform' }}
            secondary={{ to: pagePath('contact'), label: 'Request a Demo' }}
          />
        }
      />
      <ProductSection
        id="care-coordination"
        tag="GlohCare · Care coordination"
        title="Care coordination that patients actually use"
        text="Patient-driven, AI-driven workflows keep patients and care teams connected between visits."
        points={[
          'A personal health score that explains what changed',
          'One-tap scheduling, refills and messages',
          'A shared timeline of activity for the whole care team',
        ]}
        mock={<CareDashboardMock />}
      />
      <ProductSection
        id="mobile-first"
        tag="GlohCare · Mobile"
        title="Mobile-first, for every day"
        text="The patient app puts health data, medications, appointments and messages in one place, with gentle insights that keep people on track."
        points={[
          'Vitals from wearables and check-ins',
          'Today’s schedule at a glance',
          'Insights that reinforce healthy routines',
        ]}
        mock={<PhoneMockup />}
        mockFirst
        surface
      />
      <ProductSection
        id="staffing"
        tag="Carer staffing · Planned"
        title="The right carer, at the right time"
        text="A planned workforce product that matches credentialed carers to shifts and briefs them with the insights that matter for each patient."
        points={[
          'Matching by skills, distance and availability',
          'Credentialing and scheduling in one flow',
          'Patient insights before every visit',
        ]}
        mock={<StaffingMock />}
      />
      <ProductSection
        id="research"
        tag="GlohResearch · Coming soon"
        title="Research analytics on governed data"
        text="Researchers explore consented, de-identified cohorts, track projects and see data quality at a glance."
        points={[
          'Cohort discovery in minutes',
          'Project status and progress tracking',
          'Data-quality metrics you can trust',
        ]}
        mock={<ResearchMock />}
        mockFirst
        surface
      />
      <CtaPanel
        headingId="wwb-cta-title"
        title="One platform under every product"
        text="See the architecture that powers these products, and where we are taking them next."
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
