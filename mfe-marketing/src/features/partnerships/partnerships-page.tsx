import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { ColumnGrid } from '../../components/column-grid';
import { Icon } from '../../components/icon';
import { MarketingPage } from '../../components/marketing-page';
import {
  CLINICAL_PARTNERS,
  PartnerLogo,
  type ClinicalPartner,
} from '../../components/partner-logos';
import { HeadedSection } from '../../components/page-section';
import {
  INTEGRATION_GROUPS,
  LOOP_STEPS,
  PARTNERSHIPS_SECTIONS,
  type IntegrationGroup,
} from './partnerships-content';
import marketingStyles from '../../styles/marketing.module.css';
import partnershipsStyles from './partnerships.module.css';
import { refreshIcon } from '../../components/icons/refresh';

const HALF_WIDTH = 'col-12 col-lg-6';

function PartnerCard({ partner }: { partner: ClinicalPartner }) {
  return (
    <article className={partnershipsStyles.partnerCard} data-testid={`partner-${partner.id}`}>
      <div className="d-flex align-items-center gap-3 mb-3">
        <PartnerLogo id={partner.id} />
        <div>
          <h3 className="h5 mb-1">{partner.name}</h3>
          <p className={`small ${marketingStyles.textTeal} fw-semibold mb-0`}>
            {partner.partnershipKind}
          </p>
        </div>
      </div>
      <p className="text-body-secondary mb-0">{partner.description}</p>
    </article>
  );
}

function IntegrationGroupCard({ group }: { group: IntegrationGroup }) {
  return (
    <div className={partnershipsStyles.integrationGroup} data-testid={`integrations-${group.id}`}>
      <h3 className="h5">{group.title}</h3>
      <p className="text-body-secondary">{group.text}</p>
      <ul className={partnershipsStyles.integrationList}>
        {group.items.map(([label, icon]) => (
          <li key={label}>
            <span className={partnershipsStyles.integrationMark}>
              <Icon icon={icon} size={18} />
            </span>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function PartnershipsPage() {
  return (
    <MarketingPage
      hero={{
        eyebrow: 'Partnerships',
        title: 'Better outcomes are built together',
        lead: 'We work with clinics, health systems, researchers and technology partners to bring predictive care to the people who need it.',
        primary: { to: SITE_LINKS.presentationAccess, label: 'Partner With Us' },
        secondary: { to: pagePath('contact'), label: 'Get In Touch' },
      }}
      cta={{
        headingId: 'partnerships-cta-title',
        title: 'Let’s build predictive care together',
        text: 'Tell us about your organization, or take a look at where Gloh is heading.',
        primary: { to: pagePath('contact'), label: 'Reach Out' },
        secondary: { to: SITE_LINKS.presentationAccess, label: 'See Our Investor Deck' },
      }}
    >
      <HeadedSection
        {...PARTNERSHIPS_SECTIONS.clinical}
        note="Partner names and marks shown here are placeholders."
      >
        <ColumnGrid
          items={CLINICAL_PARTNERS}
          itemKey={(partner) => partner.id}
          columns={HALF_WIDTH}
        >
          {(partner) => <PartnerCard partner={partner} />}
        </ColumnGrid>
      </HeadedSection>

      <HeadedSection
        {...PARTNERSHIPS_SECTIONS.ecosystem}
        note="Product names are trademarks of their owners and describe compatibility, not a partnership."
      >
        <ColumnGrid items={INTEGRATION_GROUPS} itemKey={(group) => group.id} columns={HALF_WIDTH}>
          {(group) => <IntegrationGroupCard group={group} />}
        </ColumnGrid>
      </HeadedSection>

      <HeadedSection {...PARTNERSHIPS_SECTIONS.loop}>
        <ol className={partnershipsStyles.loop}>
          {LOOP_STEPS.map((step) => (
            <li key={step.id} className={partnershipsStyles.loopStep}>
              <span className={partnershipsStyles.loopIcon}>
                <Icon icon={step.icon} size={28} />
              </span>
              <h3 className="h4">{step.title}</h3>
              <p className={`${marketingStyles.textInvertedMuted} mb-0`}>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className={partnershipsStyles.loopReturn}>
          <Icon icon={refreshIcon} size={20} />
          Outcomes feed back into the data
        </p>
      </HeadedSection>
    </MarketingPage>
  );
}
