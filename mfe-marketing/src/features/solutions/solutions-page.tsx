import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { ActionLinks } from '../../components/action-links';
import { CheckList } from '../../components/check-list';
import { CtaPanel } from '../../components/cta-panel';
import { FeatureCard, FeatureCardGrid } from '../../components/feature-card';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { HeadedSection, PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { SplitRow } from '../../components/split-row';
import { PredictShowcase } from './predict-showcase';
import { SolutionsCarousel } from './solutions-carousel';
import {
  INDUSTRY_APPLICATIONS,
  SECURE_DATA_PLATFORM,
  SECURITY_COMPLIANCE,
  STAKEHOLDERS,
} from './solutions-content';
import marketingStyles from '../../styles/marketing.module.css';
import solutionsStyles from './solutions.module.css';

const SOLUTION_LINKS = [
  { routeId: 'healthcare-systems', label: 'Healthcare Systems' },
  { routeId: 'patients', label: 'Patients' },
  { routeId: 'clinicians-researchers', label: 'Clinicians & Researchers' },
  { routeId: 'industries', label: 'Industries' },
] as const;

export default function SolutionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="Healthcare Data, Reimagined"
        lead="One secure platform that turns scattered health data into predictions, coordinated care and research-ready insight."
        actions={
          <ActionLinks
            primary={{ to: pagePath('contact'), label: 'Schedule a Demo' }}
            secondary={{ to: pagePath('contact'), label: 'Get Started Today' }}
          />
        }
      />
      <nav className={solutionsStyles.solutionsLinkbar} aria-label="Solutions">
        <div className="container">
          <ul>
            {SOLUTION_LINKS.map((link) => (
              <li key={link.routeId}>
                <Link to={pagePath(link.routeId)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <HeadedSection
        tone="surface"
        eyebrow="What we offer"
        id="carousel-title"
        title="Three ways to act on your data"
      >
        <SolutionsCarousel />
      </HeadedSection>

      <HeadedSection
        eyebrow="Platform"
        id="secure-platform-title"
        title="Secure Data Platform"
        lead="The foundation under every Gloh product."
      >
        <FeatureCardGrid cards={SECURE_DATA_PLATFORM} columns={4} />
      </HeadedSection>

      <HeadedSection
        tone="surface"
        id="stakeholders-title"
        title="Solutions for Every Healthcare Stakeholder"
      >
        <div className="row g-4">
          {STAKEHOLDERS.map(({ routeId, ...card }) => (
            <div key={routeId} className="col-12 col-md-6 col-lg-4">
              <FeatureCard {...card}>
                <Link className={`${marketingStyles.linkArrow} mt-3`} to={pagePath(routeId)}>
                  Learn more
                  <span className="visually-hidden"> about Gloh {card.title.toLowerCase()}</span>
                  <Icon name="arrowRight" size={18} />
                </Link>
              </FeatureCard>
            </div>
          ))}
        </div>
      </HeadedSection>

      <HeadedSection id="industry-applications-title" title="Industry Applications">
        <FeatureCardGrid cards={INDUSTRY_APPLICATIONS} columns={4} />
      </HeadedSection>

      <HeadedSection
        tone="navy"
        id="security-title"
        title="Security & Compliance"
        lead="Built for protected health information from day one."
      >
        <div className="row g-4">
          {SECURITY_COMPLIANCE.map((item) => (
            <div key={item.title} className="col-12 col-md-6 col-lg-3">
              <div className={`${solutionsStyles.securityTile} h-100`}>
                <span
                  className={`${marketingStyles.featureIcon} ${marketingStyles.featureIconInverted}`}
                >
                  <Icon name={item.icon} />
                </span>
                <h3 className="h5 mt-3">{item.title}</h3>
                <p className={`${marketingStyles.textInvertedMuted} mb-0`}>{item.text}</p>
              </div>
            </div>
          ))}
        </div>
      </HeadedSection>

      <PageSection tone="surface" labelledBy="predict-showcase-title">
        <SplitRow
          narrow={
            <>
              <SectionHeading
                align="start"
                eyebrow="GlohPredict"
                id="predict-showcase-title"
                title="See risk before it becomes a crisis"
                lead="GlohPredict scores relapse and readmission risk and shows clinicians exactly which factors drive each score."
              />
              <CheckList
                items={[
                  'Prioritised alerts for the patients who need attention now',
                  'SHAP explanations for every score',
                  'Fits into existing EHR workflows via FHIR R4',
                ]}
              />
            </>
          }
          wide={<PredictShowcase />}
        />
      </PageSection>

      <CtaPanel
        headingId="solutions-cta-title"
        title="Ready to reimagine your healthcare data?"
        text="See Gloh with your own workflows in a short, tailored demo."
        actions={
          <ActionLinks
            primary={{ to: pagePath('contact'), label: 'Schedule a Demo' }}
            secondary={{ to: pagePath('platform'), label: 'Explore the Platform' }}
          />
        }
      />
    </>
  );
}
