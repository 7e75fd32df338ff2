import { useSiteConfig } from '@gloh/shared/runtime-config';
import { CtaPanel } from '../../components/cta-panel';
import { FeatureCardGrid } from '../../components/feature-card';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { SectionHeading } from '../../components/section-heading';
import { applicationMailto, BENEFITS, JOB_POSTINGS } from './job-postings';
import marketingStyles from '../../styles/marketing.module.css';
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
      <section className="section" aria-labelledby="open-positions">
        <div className="container">
          <SectionHeading id="open-positions" title="Open positions" />
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
                  <ul className={marketingStyles.checkList}>
                    {job.requirements.map((requirement) => (
                      <li key={requirement}>{requirement}</li>
                    ))}
                  </ul>
                  <div className="mt-auto pt-2">
                    <a
                      className="btn btn-primary"
                      href={applicationMailto(careersEmail, job.title)}
                    >
                      Apply Now<span className="visually-hidden">: {job.title}</span>
                    </a>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="section bg-surface" aria-labelledby="benefits-title">
        <div className="container">
          <SectionHeading id="benefits-title" title="Why work with us" />
          <FeatureCardGrid cards={BENEFITS} columns={4} />
        </div>
      </section>
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
