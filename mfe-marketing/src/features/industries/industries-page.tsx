import { SITE_ACTIONS } from '../../app/site-actions';
import { FeatureCardSection } from '../../components/feature-card';
import { IconListItem } from '../../components/icon-list-item';
import { MarketingPage } from '../../components/marketing-page';
import { HeadedSection } from '../../components/page-section';
import { INDUSTRIES, INDUSTRY_VALUES } from './industries-content';
import { IndustryRing } from './industry-ring';
import industriesStyles from './industries.module.css';

export default function IndustriesPage() {
  return (
    <MarketingPage
      hero={{
        eyebrow: 'Industries',
        title: 'One platform across the healthcare ecosystem',
        lead: 'From the clinic to the clinical trial, Gloh turns behavioral health data into decisions.',
      }}
      cta={{
        headingId: 'industries-cta-title',
        title: 'Don’t see your industry?',
        text: 'If you work with behavioral health data, we would like to talk.',
        primary: SITE_ACTIONS.contactUs,
      }}
    >
      <HeadedSection id="industries-title" title="Industries we serve">
        <div className="d-none d-lg-block">
          <IndustryRing />
        </div>
        <ul className={`${industriesStyles.industryList} d-lg-none`} data-testid="industry-list">
          {INDUSTRIES.map((industry) => (
            <IconListItem key={industry.id} icon={industry.icon} title={industry.title}>
              <span className="text-body-secondary">{industry.text}</span>
            </IconListItem>
          ))}
        </ul>
      </HeadedSection>
      <FeatureCardSection
        tone="surface"
        id="industry-values-title"
        title="What every industry gets"
        cards={INDUSTRY_VALUES}
        columns={3}
      />
    </MarketingPage>
  );
}
