import type { FeatureCardContent } from '../../components/feature-card';
import type { IconName } from '../../components/icon';

export type IndustryId = 'pharma' | 'biotech' | 'hospitals' | 'clinics' | 'cros' | 'wearables';

/** The six industries the site presents, in their order. */
export const INDUSTRIES: readonly {
  id: IndustryId;
  title: string;
  icon: IconName;
  text: string;
}[] = [
  {
    id: 'pharma',
    title: 'Pharma',
    icon: 'pill',
    text: 'Real-world evidence on adherence and outcomes, and smarter patient-support programmes.',
  },
  {
    id: 'biotech',
    title: 'Biotech',
    icon: 'dna',
    text: 'Digital biomarkers and responder insights that sharpen trial design for behavioral health therapies.',
  },
  {
    id: 'hospitals',
    title: 'Hospitals',
    icon: 'hospital',
    text: 'Readmission risk after discharge and coordinated follow-up across inpatient and community teams.',
  },
  {
    id: 'clinics',
    title: 'Clinics',
    icon: 'building',
    text: 'Risk-ranked caseloads, patient check-ins and messaging that keep outpatients engaged between visits.',
  },
  {
    id: 'cros',
    title: 'CROs',
    icon: 'clipboard',
    text: 'Faster participant pre-screening and retention alerts across study sites.',
  },
  {
    id: 'wearables',
    title: 'Wearables & Digital Health',
    icon: 'watch',
    text: 'Clinical context for sensor data, turning sleep, activity and heart rate into actionable insight.',
  },
];

export const INDUSTRY_VALUES: readonly FeatureCardContent[] = [
  {
    icon: 'target',
    title: 'Earlier intervention',
    text: 'Predict relapse and readmission risk in time to act, not after the fact.',
  },
  {
    icon: 'layers',
    title: 'One data foundation',
    text: 'Every industry builds on the same secure, interoperable platform and standards.',
  },
  {
    icon: 'eye',
    title: 'Trustworthy AI',
    text: 'Explainable predictions and rigorous governance that regulators and clinicians can follow.',
  },
];
