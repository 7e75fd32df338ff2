import type { IconPath } from '../../components/icon';
import { flaskIcon } from '../../components/icons/flask';
import { trendIcon } from '../../components/icons/trend';
import { usersIcon } from '../../components/icons/users';

export interface SolutionSlide {
  id: 'care-coordination' | 'risk-prediction' | 'research-analytics';
  icon: IconPath;
  product: string;
  title: string;
  text: string;
  points: readonly string[];
}

/** The carousel's three slides, in their order on the page. */
export const SOLUTION_SLIDES: readonly SolutionSlide[] = [
  {
    id: 'care-coordination',
    icon: usersIcon,
    product: 'GlohCare',
    title: 'Care coordination',
    text: 'Patient-driven workflows connect patients, families and care teams between visits, with AI that surfaces who needs attention next.',
    points: [
      'Shared care plans and tasks',
      'Secure messaging and check-ins',
      'Automated follow-up reminders',
    ],
  },
  {
    id: 'risk-prediction',
    icon: trendIcon,
    product: 'GlohPredict',
    title: 'Risk prediction',
    text: 'An AI risk engine scores relapse and readmission risk continuously and explains the drivers behind every score.',
    points: [
      'Relapse and readmission risk scores',
      'Explainable AI with SHAP and LIME',
      'Prioritised alerts for clinicians',
    ],
  },
  {
    id: 'research-analytics',
    icon: flaskIcon,
    product: 'GlohResearch',
    title: 'Research analytics',
    text: 'Cohort discovery and governed, de-identified data help researchers study behavioral health outcomes faster. Coming soon.',
    points: ['Cohort explorer', 'Data governance and audit trails', 'De-identified study exports'],
  },
];
