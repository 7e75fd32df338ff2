import { useSiteConfig } from '@gloh/shared/runtime-config';
import { ColumnGrid } from '../../components/column-grid';
import { FeatureCardSection } from '../../components/feature-card';
import { Icon, type IconPath } from '../../components/icon';
import { MarketingPage } from '../../components/marketing-page';
import { CheckList } from '../../components/check-list';
import { HeadedSection } from '../../components/page-section';
import { applicationMailto, BENEFITS, JOB_POSTINGS, type JobPosting } from './job-postings';
import careersStyles from './careers.module.css';
import { briefcaseIcon } from '../../components/icons/briefcase';
import { clockIcon } from '../../components/icons/clock';
import { pinIcon } from '../../components/icons/pin';

/** The details listed under a position's title: its field, the label a screen reader hears, the icon. */
const JOB_DETAILS = [
  ['department', 'Department', briefcaseIcon],
  ['location', 'Location', pinIcon],
  ['type', 'Type', clockIcon],
] as const satisfies readonly (readonly [keyof JobPosting, string, IconPath])[];

export default function CareersPage() {
  const { careersEmail } = useSiteConfig();
  return (
    <MarketingPage
      hero={{
        eyebrow: 'Careers',
        title: 'Build AI that helps people stay well',
        lead: 'We are a small team of engineers, clinicians and researchers. Join us to make predictive care the standard in behavioral health.',
        primary: { href: '#open-positions', label: 'See Open Positions' },
      }}
      cta={{
        headingId: 'careers-cta-title',
        title: 'Don’t see the right role?',
        text: 'We are always glad to meet people who care about behavioral health. Send us your resume.',
        primary: { href: applicationMailto(careersEmail), label: 'Send Resume' },
      }}
    >
      <HeadedSection id="open-positions" title="Open positions">
        <ColumnGrid items={JOB_POSTINGS} itemKey={(job) => job.title} columns="col-12 col-lg-6">
          {(job) => (
            <article className={careersStyles.jobCard} data-testid="job-posting">
              <h3 className="h4">{job.title}</h3>
              <ul className={careersStyles.jobMeta} aria-label="Position details">
                {JOB_DETAILS.map(([field, label, icon]) => (
                  <li key={field}>
                    <Icon icon={icon} size={14} />
                    <span className="visually-hidden">{`${label}: `}</span>
                    {job[field]}
                  </li>
                ))}
              </ul>
              <p className="text-body-secondary">{job.description}</p>
              <h4 className="h6">Requirements</h4>
              <CheckList items={job.requirements} />
              <div className="mt-auto pt-2">
                <a className="btn btn-primary" href={applicationMailto(careersEmail, job.title)}>
                  Apply Now<span className="visually-hidden">: {job.title}</span>
                </a>
              </div>
            </article>
          )}
        </ColumnGrid>
      </HeadedSection>
      <FeatureCardSection
        tone="surface"
        id="benefits-title"
        title="Why work with us"
        cards={BENEFITS}
        columns={4}
      />
    </MarketingPage>
  );
}
