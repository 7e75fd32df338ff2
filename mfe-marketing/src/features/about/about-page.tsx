import { pagePath } from '../../app/page-paths';
import { useFeatureFlag } from '@gloh/shared/runtime-config';
import { SITE_ACTIONS } from '../../app/site-actions';
import { FeatureCard } from '../../components/feature-card';
import { MarketingPage } from '../../components/marketing-page';
import {
  HeadedSection,
  PageSection,
  type HeadedSectionContent,
} from '../../components/page-section';
import { VALUES } from './values';
import marketingStyles from '../../styles/marketing.module.css';
import aboutStyles from './about.module.css';

const APPROACH = [
  {
    step: '01',
    title: 'Listen to care teams',
    text: 'We start in the clinic, with the people who make discharge and follow-up decisions every day.',
  },
  {
    step: '02',
    title: 'Model what matters',
    text: 'We build explainable models for relapse and readmission, validated on consented, governed data.',
  },
  {
    step: '03',
    title: 'Put insight into the workflow',
    text: 'Predictions turn into tasks, check-ins and messages inside the tools teams already use.',
  },
];

const ABOUT_SECTIONS = {
  values: {
    tone: 'surface',
    eyebrow: 'Our values',
    id: 'values-title',
    title: 'Six values guide every decision',
    lead: 'They shape what we build, who we partner with and how we handle the data entrusted to us.',
  },
  approach: {
    eyebrow: 'How we work',
    id: 'approach-title',
    title: 'From the clinic, back to the clinic',
  },
} satisfies Record<string, HeadedSectionContent>;

export default function AboutPage() {
  const careersOpen = useFeatureFlag('careersPage');
  return (
    <MarketingPage
      hero={{
        eyebrow: 'About Gloh',
        title: 'We build AI that helps people stay well',
        lead: 'Gloh is a healthcare AI company in Houston, Texas, focused on predicting and preventing relapse and readmission in mental and behavioral health.',
      }}
      cta={{
        headingId: 'about-cta-title',
        title: 'Build the future of behavioral health with us',
        text: 'Whether you run a clinic, fund innovation or want to join the team, we would like to hear from you.',
        primary: SITE_ACTIONS.contactUs,
        secondary: careersOpen
          ? { to: pagePath('careers'), label: 'View Careers' }
          : { to: pagePath('partnerships'), label: 'Explore Partnerships' },
      }}
    >
      <PageSection labelledBy="mission-title">
        <div className={aboutStyles.aboutMission}>
          <div>
            <p className={marketingStyles.eyebrow}>Our mission</p>
            <h2 id="mission-title" className={marketingStyles.displayHeading}>
              Turn health data into timely, human action
            </h2>
            <p className="text-body-secondary fs-5 mb-0">
              Behavioral health care is too often reactive. We give clinicians, care teams and
              patients an early, explainable view of risk, and the tools to act on it together, so
              that fewer people fall through the gaps between appointments.
            </p>
          </div>
          <blockquote className={`${aboutStyles.aboutMissionQuote} mb-0`}>
            “Our mission is to make predictive, personalised care the standard in behavioral health,
            by putting trustworthy AI in the hands of the people who deliver care.”
          </blockquote>
        </div>
      </PageSection>

      <HeadedSection {...ABOUT_SECTIONS.values}>
        <ul className={aboutStyles.aboutValues}>
          {VALUES.map((value) => (
            <li key={value.title}>
              <FeatureCard icon={value.icon} title={value.title} text={value.text} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection {...ABOUT_SECTIONS.approach}>
        <ol className={`${aboutStyles.aboutApproach} list-unstyled mb-0`}>
          {APPROACH.map((item) => (
            <li key={item.step} className={marketingStyles.featureCard}>
              <span className={`${marketingStyles.eyebrow} d-block`}>Step {item.step}</span>
              <h3 className="h5">{item.title}</h3>
              <p className="text-body-secondary mb-0">{item.text}</p>
            </li>
          ))}
        </ol>
      </HeadedSection>
    </MarketingPage>
  );
}
