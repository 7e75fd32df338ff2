import type { RevealCardContent } from '../../components/reveal-card';
import { flaskIcon } from '../../components/icons/flask';
import { trendIcon } from '../../components/icons/trend';
import { usersIcon } from '../../components/icons/users';

export type ProductId = 'care' | 'predict' | 'research';

export interface Product extends RevealCardContent<ProductId> {
  tagline: string;
  comingSoon?: boolean;
}

/** 'Three Products. One Platform.' (the three products shown on the home page). */
export const PRODUCTS: readonly Product[] = [
  {
    id: 'care',
    icon: usersIcon,
    title: 'GlohCare',
    tagline: 'Care coordination',
    summary:
      'Patient-driven, AI-driven workflow and care coordination that keeps patients and care teams on the same page between visits.',
    features: [
      'Shared care plans, tasks and reminders',
      'Secure messaging with the care team',
      'Check-ins that flag changes early',
      'Patient-controlled data sharing',
    ],
  },
  {
    id: 'predict',
    icon: trendIcon,
    title: 'GlohPredict',
    tagline: 'AI risk prediction',
    summary:
      'A predictive risk dashboard that helps clinicians and health systems see relapse and readmission risk before it becomes a crisis.',
    features: [
      'Relapse and readmission risk scores',
      'Explainable drivers (SHAP, LIME)',
      'Prioritised alerts for care teams',
      'FHIR R4 integration with existing EHRs',
    ],
  },
  {
    id: 'research',
    icon: flaskIcon,
    title: 'GlohResearch',
    tagline: 'Research analytics',
    summary:
      'Cohort discovery and governed, de-identified data for researchers studying behavioral health outcomes.',
    features: [
      'Cohort explorer across consented data',
      'Built-in data governance and audit trails',
      'De-identified exports for studies',
      'Collaboration across research sites',
    ],
    comingSoon: true,
  },
];
