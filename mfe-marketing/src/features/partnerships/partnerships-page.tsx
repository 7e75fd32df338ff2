import { pagePath } from '../../app/page-paths';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { ActionLinks } from '../../components/action-links';
import { CtaPanel } from '../../components/cta-panel';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { CLINICAL_PARTNERS, PartnerLogo } from '../../components/partner-logos';
import { HeadedSection } from '../../components/page-section';
import { INTEGRATION_GROUPS, LOOP_STEPS } from './integrations';
import marketingStyles from '../../styles/marketing.module.css';
import partnershipsStyles from './partnerships.module.css';

export default function PartnershipsPage() {
  return (
    <>
      <PageHero
        eyebrow="Partnerships"
        title="Better outcomes are built together"
        lead="We work with clinics, health systems, researchers and technology partners to bring predictive care to the people who need it."
        actions={
          <ActionLinks
            primary={{ to: SITE_LINKS.presentationAccess, label: 'Partner With Us' }}
            secondary={{ to: pagePath('contact'), label: 'Get In Touch' }}
          />
        }
      />

      <HeadedSection
        eyebrow="Clinical partners"
        id="clinical-partners-title"
        title="Grounded in real clinical practice"
        lead="Our clinical partners shape our models and workflows, and are where we validate them first."
      >
        <div className="row g-4">
          {CLINICAL_PARTNERS.map((partner) => (
            <div key={partner.id} className="col-12 col-lg-6">
              <article
                className={partnershipsStyles.partnerCard}
                data-testid={`partner-${partner.id}`}
              >
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
            </div>
          ))}
        </div>
        <p className="small text-body-secondary text-center mt-4 mb-0">
          Partner names and marks shown here are placeholders.
        </p>
      </HeadedSection>

      <HeadedSection
        tone="surface"
        eyebrow="Integration ecosystem"
        id="ecosystem-title"
        title="Connects to the data you already have"
        lead="Gloh is designed to integrate with common clinical and consumer health data sources."
      >
        <div className="row g-4">
          {INTEGRATION_GROUPS.map((group) => (
            <div key={group.id} className="col-12 col-lg-6">
              <div
                className={partnershipsStyles.integrationGroup}
                data-testid={`integrations-${group.id}`}
              >
                <h3 className="h5">{group.title}</h3>
                <p className="text-body-secondary">{group.text}</p>
                <ul className={partnershipsStyles.integrationList}>
                  {group.items.map((item) => (
                    <li key={item.label}>
                      <span className={partnershipsStyles.integrationMark}>
                        <Icon name={item.icon} size={18} />
                      </span>
                      {item.label}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
        <p className="small text-body-secondary text-center mt-4 mb-0">
          Product names are trademarks of their owners and describe compatibility, not a
          partnership.
        </p>
      </HeadedSection>

      <HeadedSection
        tone="navy"
        eyebrow="How it works"
        id="loop-title"
        title="From data to insight to action"
        lead="A closed loop: every action and outcome makes the next insight better."
      >
        <ol className={partnershipsStyles.loop}>
          {LOOP_STEPS.map((step) => (
            <li key={step.id} className={partnershipsStyles.loopStep}>
              <span className={partnershipsStyles.loopIcon}>
                <Icon name={step.icon} size={28} />
              </span>
              <h3 className="h4">{step.title}</h3>
              <p className={`${marketingStyles.textInvertedMuted} mb-0`}>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className={partnershipsStyles.loopReturn}>
          <Icon name="refresh" size={20} />
          Outcomes feed back into the data
        </p>
      </HeadedSection>

      <CtaPanel
        headingId="partnerships-cta-title"
        title="Let’s build predictive care together"
        text="Tell us about your organization, or take a look at where Gloh is heading."
        actions={
          <ActionLinks
            primary={{ to: pagePath('contact'), label: 'Reach Out' }}
            secondary={{ to: SITE_LINKS.presentationAccess, label: 'See Our Investor Deck' }}
          />
        }
      />
    </>
  );
}
