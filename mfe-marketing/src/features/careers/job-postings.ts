import type { FeatureCardContent } from '../../components/feature-card';
import { globeIcon } from '../../components/icons/globe';
import { heartIcon } from '../../components/icons/heart';
import { targetIcon } from '../../components/icons/target';
import { trendIcon } from '../../components/icons/trend';

/** A job posting; the four open positions. */
export interface JobPosting {
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  requirements: readonly string[];
}

export const JOB_POSTINGS: readonly JobPosting[] = [
  {
    title: 'Senior AI Engineer',
    department: 'Engineering',
    location: 'Houston, TX / Hybrid',
    type: 'Full-time',
    description:
      'Design, train and ship explainable models that predict relapse and readmission risk in behavioral health.',
    requirements: [
      '5+ years building production machine-learning systems',
      'Strong Python and experience with modern ML frameworks',
      'Experience with model explainability (SHAP, LIME) and monitoring',
      'Familiarity with healthcare data (FHIR, EHR data) is a plus',
    ],
  },
  {
    title: 'Healthcare Data Analyst',
    department: 'Data',
    location: 'Houston, TX',
    type: 'Full-time',
    description:
      'Turn clinical and behavioral data into insight for our models, partners and product teams.',
    requirements: [
      '3+ years of analytics experience, ideally in healthcare',
      'Advanced SQL and a statistical language (Python or R)',
      'Understanding of HIPAA and de-identification practices',
      'Clear communication with clinical and technical audiences',
    ],
  },
  {
    title: 'Product Manager',
    department: 'Product',
    location: 'Remote (US)',
    type: 'Full-time',
    description:
      'Own the roadmap for our care coordination and risk prediction products, from discovery to launch.',
    requirements: [
      '4+ years of product management for B2B or health-tech software',
      'Track record of shipping products with clinicians as users',
      'Comfort with data, experiments and AI-driven features',
      'Excellent written and verbal communication',
    ],
  },
  {
    title: 'Clinical Research Coordinator',
    department: 'Clinical',
    location: 'Houston, TX',
    type: 'Full-time',
    description:
      'Coordinate pilot studies with our clinical partners and keep research rigorous, ethical and on schedule.',
    requirements: [
      'Degree in a health or life-science field',
      '2+ years coordinating clinical research studies',
      'Knowledge of IRB processes and good clinical practice (GCP)',
      'Experience in behavioral health settings is a plus',
    ],
  },
];

export const BENEFITS: readonly FeatureCardContent[] = [
  {
    icon: heartIcon,
    title: 'Health & wellbeing',
    text: 'Comprehensive medical, dental and vision cover, plus mental health support for you and your family.',
  },
  {
    icon: trendIcon,
    title: 'Equity & growth',
    text: 'Early-stage equity and a yearly learning budget for courses, books and conferences.',
  },
  {
    icon: globeIcon,
    title: 'Flexible work',
    text: 'Hybrid and remote options with flexible hours that fit around your life.',
  },
  {
    icon: targetIcon,
    title: 'Meaningful impact',
    text: 'Work that helps people with behavioral health conditions stay well.',
  },
];

/** Apply Now opens a mail to the careers mailbox with the job title in the subject. */
export function applicationMailto(careersEmail: string, jobTitle?: string): string {
  const subject = jobTitle ? `Application: ${jobTitle}` : 'Resume';
  return `mailto:${careersEmail}?subject=${encodeURIComponent(subject)}`;
}
