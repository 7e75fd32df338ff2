import type { FeatureCardContent } from '../../components/feature-card';
import type { IconPath } from '../../components/icon';
import { buildingIcon } from '../../components/icons/building';
import { clipboardIcon } from '../../components/icons/clipboard';
import { dnaIcon } from '../../components/icons/dna';
import { eyeIcon } from '../../components/icons/eye';
import { hospitalIcon } from '../../components/icons/hospital';
import { layersIcon } from '../../components/icons/layers';
import { pillIcon } from '../../components/icons/pill';
import { targetIcon } from '../../components/icons/target';
import { watchIcon } from '../../components/icons/watch';

export type IndustryId = 'pharma' | 'biotech' | 'hospitals' | 'clinics' | 'cros' | 'wearables';

/** The six industries the site presents, in their order. */
export const INDUSTRIES: readonly {
  id: IndustryId;
  title: string;
  icon: IconPath;
  text: string;
}[] = [
  {
    id: 'pharma',
    title: 'Pharma',
    icon: pillIcon,
    text: 'Real-world evidence on adherence and outcomes, and smarter patient-support programmes.',
  },
  {
    id: 'biotech',
    title: 'Biotech',
    icon: dnaIcon,
    text: 'Digital biomarkers and responder insights that sharpen trial design for behavioral health therapies.',
  },
  {
    id: 'hospitals',
    title: 'Hospitals',
    icon: hospitalIcon,
    text: 'Readmission risk after discharge and coordinated follow-up across inpatient and community teams.',
  },
  {
    id: 'clinics',
    title: 'Clinics',
    icon: buildingIcon,
    text: 'Risk-ranked caseloads, patient check-ins and messaging that keep outpatients engaged between visits.',
  },
  {
    id: 'cros',
    title: 'CROs',
    icon: clipboardIcon,
    text: 'Faster participant pre-screening and retention alerts across study sites.',
  },
  {
    id: 'wearables',
    title: 'Wearables & Digital Health',
    icon: watchIcon,
    text: 'Clinical context for sensor data, turning sleep, activity and heart rate into actionable insight.',
  },
];

export const INDUSTRY_VALUES: readonly FeatureCardContent[] = [
  {
    icon: targetIcon,
    title: 'Earlier intervention',
    text: 'Predict relapse and readmission risk in time to act, not after the fact.',
  },
  {
    icon: layersIcon,
    title: 'One data foundation',
    text: 'Every industry builds on the same secure, interoperable platform and standards.',
  },
  {
    icon: eyeIcon,
    title: 'Trustworthy AI',
    text: 'Explainable predictions and rigorous governance that regulators and clinicians can follow.',
  },
];
