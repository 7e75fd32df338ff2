import { useSiteConfig } from '@gloh/shared/runtime-config';
import { CtaPanel } from '../../components/cta-panel';
import { FeatureCardGrid } from '../../components/feature-card';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { CheckList } from '../../components/check-list';
import { HeadedSection } from '../../components/page-section';
import { applicationMailto, BENEFITS, JOB_POSTINGS } from './job-postings';
import careersStyles from './careers.module.css';

export default function CareersPage() {
  const { careersEmail } = useSiteConfig();
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build AI that helps people stay well"
        lead="We are a small team of engineers, clinicians and researchers. Join us to make predictive care the standard in behavioral health."
        actions={
          <a className="btn btn-accent btn-lg" href="#open-positions">
            See Open Positions
          </a>
        }
      />
      <HeadedSection id="open-positions" title="Open positions">
        <div className="row g-4">
          {JOB_POSTINGS.map((job) => (
            <div key={job.title} className="col-12 col-lg-6">
              <article className={careersStyles.jobCard} data-testid="job-posting">
                <h3 className="h4">{job.title}</h3>
                <ul className={careersStyles.jobMeta} aria-label="Position details">
                  <li>
                    <Icon name="briefcase" size={14} />
                    <span className="visually-hidden">Department: </span>
                    {job.department}
                  </li>
                  <li>
                    <Icon name="pin" size={14} />
                    <span className="visually-hidden">Location: </span>
                    {job.location}
                  </li>
                  <li>
                    <Icon name="clock" size={14} />
                    <span className="visually-hidden">Type: </span>
                    {job.type}
                  </li>
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
            </div>
          ))}
        </div>
      </HeadedSection>
      <HeadedSection tone="surface" id="benefits-title" title="Why work with us">
        <FeatureCardGrid cards={BENEFITS} columns={4} />
      </HeadedSection>
      <CtaPanel
        headingId="careers-cta-title"
        title="Don’t see the right role?"
        text="We are always glad to meet people who care about behavioral health. Send us your resume."
        actions={
          <a className="btn btn-accent btn-lg" href={applicationMailto(careersEmail)}>
            Send Resume
          </a>
        }
      />
    </>
  );
}
