import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { CtaPanel } from '../../components/cta-panel';
import { FeatureCardGrid } from '../../components/feature-card';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
import { INDUSTRIES, INDUSTRY_VALUES } from './industries-content';
import { IndustryRing } from './industry-ring';
import marketingStyles from '../../styles/marketing.module.css';
import industriesStyles from './industries.module.css';

export default function IndustriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Industries"
        title="One platform across the healthcare ecosystem"
        lead="From the clinic to the clinical trial, Gloh turns behavioral health data into decisions."
      />
      <section className="section" aria-labelledby="industries-title">
        <div className="container">
          <SectionHeading id="industries-title" title="Industries we serve" />
          <div className="d-none d-lg-block">
            <IndustryRing />
          </div>
          <ul className={`${industriesStyles.industryList} d-lg-none`} data-testid="industry-list">
            {INDUSTRIES.map((industry) => (
              <li key={industry.id}>
                <span className={marketingStyles.featureIcon}>
                  <Icon name={industry.icon} />
                </span>
                <div>
                  <h3 className="h6 mb-1">{industry.title}</h3>
                  <span className="text-body-secondary">{industry.text}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section bg-surface" aria-labelledby="industry-values-title">
        <div className="container">
          <SectionHeading id="industry-values-title" title="What every industry gets" />
          <FeatureCardGrid cards={INDUSTRY_VALUES} columns={3} />
        </div>
      </section>
      <CtaPanel
        headingId="industries-cta-title"
        title="Don’t see your industry?"
        text="If you work with behavioral health data, we would like to talk."
        actions={
          <Link className="btn btn-accent btn-lg" to={pagePath('contact')}>
            Contact Us
          </Link>
        }
      />
    </>
  );
}
