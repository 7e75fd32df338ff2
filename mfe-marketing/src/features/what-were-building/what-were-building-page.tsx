import type { ReactNode } from 'react';
import { pagePath } from '../../app/page-paths';
import { SITE_ACTIONS } from '../../app/site-actions';
import { CheckList } from '../../components/check-list';
import { MarketingPage } from '../../components/marketing-page';
import { PageSection } from '../../components/page-section';
import { SplitRow } from '../../components/split-row';
import { CareDashboardMock } from './care-dashboard-mock';
import { PhoneMockup } from './phone-mockup';
import { ResearchMock } from './research-mock';
import { StaffingMock } from './staffing-mock';
import marketingStyles from '../../styles/marketing.module.css';
import whatWereBuildingStyles from './what-were-building.module.css';

interface ProductSectionContent {
  id: string;
  tag: string;
  title: string;
  text: string;
  points: readonly string[];
  Mock: () => ReactNode;
  /** The mock-up on the left on large screens, so the bands alternate. */
  mockFirst?: boolean;
  surface?: boolean;
}

const PRODUCT_SECTIONS: readonly ProductSectionContent[] = [
  {
    id: 'care-coordination',
    tag: 'GlohCare · Care coordination',
    title: 'Care coordination that patients actually use',
    text: 'Patient-driven, AI-driven workflows keep patients and care teams connected between visits.',
    points: [
      'A personal health score that explains what changed',
      'One-tap scheduling, refills and messages',
      'A shared timeline of activity for the whole care team',
    ],
    Mock: CareDashboardMock,
  },
  {
    id: 'mobile-first',
    tag: 'GlohCare · Mobile',
    title: 'Mobile-first, for every day',
    text: 'The patient app puts health data, medications, appointments and messages in one place, with gentle insights that keep people on track.',
    points: [
      'Vitals from wearables and check-ins',
      'Today’s schedule at a glance',
      'Insights that reinforce healthy routines',
    ],
    Mock: PhoneMockup,
    mockFirst: true,
    surface: true,
  },
  {
    id: 'staffing',
    tag: 'Carer staffing · Planned',
    title: 'The right carer, at the right time',
    text: 'A planned workforce product that matches credentialed carers to shifts and briefs them with the insights that matter for each patient.',
    points: [
      'Matching by skills, distance and availability',
      'Credentialing and scheduling in one flow',
      'Patient insights before every visit',
    ],
    Mock: StaffingMock,
  },
  {
    id: 'research',
    tag: 'GlohResearch · Coming soon',
    title: 'Research analytics on governed data',
    text: 'Researchers explore consented, de-identified cohorts, track projects and see data quality at a glance.',
    points: [
      'Cohort discovery in minutes',
      'Project status and progress tracking',
      'Data-quality metrics you can trust',
    ],
    Mock: ResearchMock,
    mockFirst: true,
    surface: true,
  },
];

function ProductSection({
  id,
  tag,
  title,
  text,
  points,
  Mock,
  mockFirst = false,
  surface = false,
}: ProductSectionContent) {
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
        wide={<Mock />}
      />
    </PageSection>
  );
}

export default function WhatWereBuildingPage() {
  return (
    <MarketingPage
      hero={{
        eyebrow: 'What we’re building',
        title: 'Empower Patients. Predict Risk. Coordinate Care.',
        lead: 'A connected set of products that brings patients, clinicians, carers and researchers onto one predictive platform.',
        primary: SITE_ACTIONS.explorePlatform,
        secondary: { to: pagePath('contact'), label: 'Request a Demo' },
      }}
      cta={{
        headingId: 'wwb-cta-title',
        title: 'One platform under every product',
        text: 'See the architecture that powers these products, and where we are taking them next.',
        primary: SITE_ACTIONS.explorePlatform,
        secondary: SITE_ACTIONS.viewRoadmap,
      }}
    >
      {PRODUCT_SECTIONS.map((section) => (
        <ProductSection key={section.id} {...section} />
      ))}
    </MarketingPage>
  );
}
