import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { SITE_ACTIONS } from '../../app/site-actions';
import { ActionLinks } from '../../components/action-links';
import { ColumnGrid } from '../../components/column-grid';
import { CtaPanel } from '../../components/cta-panel';
import { Icon, type IconPath } from '../../components/icon';
import { CLINICAL_PARTNERS, PartnerLogo } from '../../components/partner-logos';
import {
  HeadedSection,
  PageSection,
  type HeadedSectionContent,
} from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { SplitRow } from '../../components/split-row';
import { HeroIllustration } from './hero-illustration';
import { ProductCards } from './product-cards';
import marketingStyles from '../../styles/marketing.module.css';
import homeStyles from './home.module.css';
import { brainIcon } from '../../components/icons/brain';
import { clockIcon } from '../../components/icons/clock';
import { databaseIcon } from '../../components/icons/database';
import { lockIcon } from '../../components/icons/lock';
import { plugIcon } from '../../components/icons/plug';
import { shieldIcon } from '../../components/icons/shield';

/** The home page's claim. */
export const RELAPSE_WITHIN_A_YEAR_PERCENT = 85;

const TRUST_POINTS: readonly { icon: IconPath; label: string }[] = [
  { icon: shieldIcon, label: 'HIPAA compliant' },
  { icon: lockIcon, label: 'SOC 2 readiness' },
  { icon: plugIcon, label: 'FHIR R4 & OAuth 2.0 APIs' },
];

const WHY_NOW_POINTS: readonly { icon: IconPath; title: string; text: string }[] = [
  {
    icon: clockIcon,
    title: 'Care is still reactive',
    text: 'Most warning signs appear between appointments, where today’s systems cannot see them.',
  },
  {
    icon: databaseIcon,
    title: 'The data already exists',
    text: 'EHRs, check-ins and wearables hold the signals; they are just scattered across systems.',
  },
  {
    icon: brainIcon,
    title: 'AI is ready to explain itself',
    text: 'Explainable models show clinicians why a patient is at risk, so they can act with confidence.',
  },
];

const WHY_NOW_HEADING = {
  eyebrow: 'Why Now',
  id: 'why-now-title',
  title: 'Relapse is predictable. Care should be too.',
  lead: 'Relapse and readmission follow patterns. Gloh finds them early and puts the next best step in front of the people who can act.',
};

const HOME_SECTIONS = {
  products: {
    eyebrow: 'Our products',
    id: 'products-title',
    title: 'Three Products. One Platform.',
    lead: 'Each product works on its own and gets stronger together, on one secure, interoperable data platform.',
  },
  partners: {
    tone: 'mint',
    eyebrow: 'Partners',
    id: 'partners-title',
    title: 'Built with clinicians, not just for them',
    lead: 'Our clinical partners help us test every model and workflow in real behavioral health settings.',
  },
} satisfies Record<string, HeadedSectionContent>;

export default function HomePage() {
  return (
    <>
      <section
        className={`${marketingStyles.pageHeroHome} ${homeStyles.homeHero}`}
        aria-labelledby="home-title"
      >
        <div className="container">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-7">
              <p className={`${marketingStyles.eyebrow} ${marketingStyles.eyebrowInverted}`}>
                Predictive care for behavioral health
              </p>
              <h1 id="home-title" className={homeStyles.homeHeroTitle}>
                From Insight <span>to Action</span>
              </h1>
              <p className="lead mt-4">
                Gloh turns behavioral health data into timely action: AI risk prediction, care
                coordination and research analytics on one platform.
              </p>
              <div className="d-flex flex-wrap gap-3 mt-4">
                <ActionLinks
                  primary={{ to: pagePath('what-were-building'), label: 'See What We’re Building' }}
                  secondary={{ to: pagePath('partnerships'), label: 'Partner With Us' }}
                />
              </div>
              <ul className={homeStyles.trustList} aria-label="Platform assurances">
                {TRUST_POINTS.map((point) => (
                  <li key={point.label}>
                    <Icon icon={point.icon} size={18} />
                    {point.label}
                  </li>
                ))}
              </ul>
            </div>
            <div className="col-lg-5 d-none d-lg-block">
              <HeroIllustration />
            </div>
          </div>
        </div>
      </section>

      <PageSection tone="surface" labelledBy={WHY_NOW_HEADING.id}>
        <SplitRow
          narrow={
            <div className={homeStyles.whyNowCard}>
              <p className={`${homeStyles.whyNowStat} mb-2`} aria-hidden="true">
                {RELAPSE_WITHIN_A_YEAR_PERCENT}%
              </p>
              <p className="fs-5 fw-semibold mb-0">
                Up to {RELAPSE_WITHIN_A_YEAR_PERCENT}% of people with behavioral health conditions
                relapse within a year.
              </p>
            </div>
          }
          wide={
            <>
              <SectionHeading align="start" {...WHY_NOW_HEADING} />
              <ul className="list-unstyled d-grid gap-4 mb-0">
                {WHY_NOW_POINTS.map(({ icon, title, text }) => (
                  <li key={title} className="d-flex gap-3">
                    <span className={marketingStyles.featureIcon}>
                      <Icon icon={icon} />
                    </span>
                    <span>
                      <strong className="d-block mb-1">{title}</strong>
                      <span className="text-body-secondary">{text}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          }
        />
      </PageSection>

      <HeadedSection {...HOME_SECTIONS.products}>
        <ProductCards />
      </HeadedSection>

      <HeadedSection {...HOME_SECTIONS.partners}>
        <ColumnGrid
          items={CLINICAL_PARTNERS}
          itemKey={(partner) => partner.id}
          columns="col-12 col-md-6 col-lg-5"
          className="justify-content-center"
        >
          {(partner) => (
            <div className={homeStyles.partnerTile}>
              <PartnerLogo id={partner.id} />
              <div>
                <h3 className="h6 mb-1">{partner.name}</h3>
                <p className="small text-body-secondary mb-0">{partner.kind}</p>
              </div>
            </div>
          )}
        </ColumnGrid>
        <div className="text-center mt-5">
          <Link className="btn btn-primary btn-lg" to={pagePath('partnerships')}>
            Explore Partnerships
          </Link>
        </div>
      </HeadedSection>

      <CtaPanel
        headingId="home-cta-title"
        title="See where predictive care is going"
        text="Explore the products we are building, or request access to our investor presentation."
        primary={SITE_ACTIONS.whatWereBuilding}
        secondary={{ to: SITE_LINKS.presentationAccess, label: 'Investor Presentation' }}
      />
    </>
  );
}
