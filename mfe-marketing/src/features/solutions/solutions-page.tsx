import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { SITE_ACTIONS } from '../../app/site-actions';
import { CheckList } from '../../components/check-list';
import { ColumnGrid } from '../../components/column-grid';
import {
  FeatureCard,
  FeatureCardSection,
  type FeatureCardContent,
} from '../../components/feature-card';
import { Icon } from '../../components/icon';
import { MarketingPage } from '../../components/marketing-page';
import { HeadedSection, PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { SplitRow } from '../../components/split-row';
import { PredictShowcase } from './predict-showcase';
import { SolutionsCarousel } from './solutions-carousel';
import {
  PREDICT_HEADING,
  PREDICT_POINTS,
  SECURITY_COMPLIANCE,
  SOLUTIONS_SECTIONS,
  STAKEHOLDERS,
} from './solutions-content';
import marketingStyles from '../../styles/marketing.module.css';
import solutionsStyles from './solutions.module.css';
import { arrowRightIcon } from '../../components/icons/arrow-right';

const SOLUTION_LINKS = [
  { routeId: 'healthcare-systems', label: 'Healthcare Systems' },
  { routeId: 'patients', label: 'Patients' },
  { routeId: 'clinicians-researchers', label: 'Clinicians & Researchers' },
  { routeId: 'industries', label: 'Industries' },
] as const;

const THIRD_WIDTH = 'col-12 col-md-6 col-lg-4';
const QUARTER_WIDTH = 'col-12 col-md-6 col-lg-3';

function StakeholderCard({ routeId, ...card }: (typeof STAKEHOLDERS)[number]) {
  return (
    <FeatureCard {...card}>
      <Link className={`${marketingStyles.linkArrow} mt-3`} to={pagePath(routeId)}>
        Learn more
        <span className="visually-hidden"> about Gloh {card.title.toLowerCase()}</span>
        <Icon icon={arrowRightIcon} size={18} />
      </Link>
    </FeatureCard>
  );
}

function SecurityTile({ icon, title, text }: FeatureCardContent) {
  return (
    <div className={`${solutionsStyles.securityTile} h-100`}>
      <span className={`${marketingStyles.featureIcon} ${marketingStyles.featureIconInverted}`}>
        <Icon icon={icon} />
      </span>
      <h3 className="h5 mt-3">{title}</h3>
      <p className={`${marketingStyles.textInvertedMuted} mb-0`}>{text}</p>
    </div>
  );
}

export default function SolutionsPage() {
  return (
    <MarketingPage
      hero={{
        eyebrow: 'Solutions',
        title: 'Healthcare Data, Reimagined',
        lead: 'One secure platform that turns scattered health data into predictions, coordinated care and research-ready insight.',
        primary: SITE_ACTIONS.scheduleDemo,
        secondary: { to: pagePath('contact'), label: 'Get Started Today' },
      }}
      cta={{
        headingId: 'solutions-cta-title',
        title: 'Ready to reimagine your healthcare data?',
        text: 'See Gloh with your own workflows in a short, tailored demo.',
        primary: SITE_ACTIONS.scheduleDemo,
        secondary: SITE_ACTIONS.explorePlatform,
      }}
    >
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

      <HeadedSection {...SOLUTIONS_SECTIONS.carousel}>
        <SolutionsCarousel />
      </HeadedSection>
      <FeatureCardSection {...SOLUTIONS_SECTIONS.platform} />
      <HeadedSection {...SOLUTIONS_SECTIONS.stakeholders}>
        <ColumnGrid items={STAKEHOLDERS} itemKey={(card) => card.routeId} columns={THIRD_WIDTH}>
          {(card) => <StakeholderCard {...card} />}
        </ColumnGrid>
      </HeadedSection>
      <FeatureCardSection {...SOLUTIONS_SECTIONS.industries} />
      <HeadedSection {...SOLUTIONS_SECTIONS.security}>
        <ColumnGrid
          items={SECURITY_COMPLIANCE}
          itemKey={(item) => item.title}
          columns={QUARTER_WIDTH}
        >
          {(item) => <SecurityTile {...item} />}
        </ColumnGrid>
      </HeadedSection>

      <PageSection tone="surface" labelledBy={PREDICT_HEADING.id}>
        <SplitRow
          narrow={
            <>
              <SectionHeading align="start" {...PREDICT_HEADING} />
              <CheckList items={PREDICT_POINTS} />
            </>
          }
          wide={<PredictShowcase />}
        />
      </PageSection>
    </MarketingPage>
  );
}
