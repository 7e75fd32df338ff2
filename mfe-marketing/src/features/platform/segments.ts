import type { IconPath } from '../../components/icon';
import { clipboardIcon } from '../../components/icons/clipboard';
import { dnaIcon } from '../../components/icons/dna';
import { hospitalIcon } from '../../components/icons/hospital';
import { pillIcon } from '../../components/icons/pill';
import { searchIcon } from '../../components/icons/search';
import { watchIcon } from '../../components/icons/watch';

export type SegmentId = 'clinics' | 'pharma' | 'research' | 'biotech' | 'cros' | 'wearables';

/** An audience segment: id, title, short and long description, icon, colour. */
export interface AudienceSegment {
  id: SegmentId;
  title: string;
  /** What fits inside the smallest hexagon; always the start of the title (label in name). */
  shortLabel: string;
  shortDescription: string;
  longDescription: string;
  uses: readonly string[];
  icon: IconPath;
  colour: string;
}

export const SEGMENTS: readonly AudienceSegment[] = [
  {
    id: 'clinics',
    title: 'Clinics',
    shortLabel: 'Clinics',
    shortDescription: 'Coordinated care between visits.',
    longDescription:
      'Outpatient and inpatient behavioral health clinics use Gloh to see which patients are at rising risk after discharge and to coordinate follow-up across the care team.',
    uses: ['Post-discharge follow-up', 'Risk-ranked caseloads', 'Patient check-ins and messaging'],
    icon: hospitalIcon,
    colour: '#0b3d5c',
  },
  {
    id: 'pharma',
    title: 'Pharma',
    shortLabel: 'Pharma',
    shortDescription: 'Real-world evidence on outcomes.',
    longDescription:
      'Pharmaceutical teams study adherence and outcomes in consented, de-identified real-world data, and understand which patients benefit most from a therapy.',
    uses: ['Adherence insight', 'Real-world outcome studies', 'Patient-support programmes'],
    icon: pillIcon,
    colour: '#12756b',
  },
  {
    id: 'research',
    title: 'Research',
    shortLabel: 'Research',
    shortDescription: 'Cohorts in minutes, not months.',
    longDescription:
      'Academic and clinical researchers discover cohorts, run statistical analyses and collaborate on governed data with a complete audit trail.',
    uses: ['Cohort discovery', 'Statistical analysis', 'Multi-site collaboration'],
    icon: searchIcon,
    colour: '#0f5a6e',
  },
  {
    id: 'biotech',
    title: 'Biotech',
    shortLabel: 'Biotech',
    shortDescription: 'Biomarkers meet behavioural signals.',
    longDescription:
      'Biotech companies combine digital and clinical signals to identify responders, stratify risk and design smarter trials for behavioral health therapies.',
    uses: ['Responder identification', 'Digital biomarkers', 'Trial design support'],
    icon: dnaIcon,
    colour: '#155e75',
  },
  {
    id: 'cros',
    title: 'CROs',
    shortLabel: 'CROs',
    shortDescription: 'Faster recruitment and monitoring.',
    longDescription:
      'Contract research organizations find eligible participants faster and monitor retention and safety signals across sites in one place.',
    uses: ['Participant pre-screening', 'Retention risk alerts', 'Site performance views'],
    icon: clipboardIcon,
    colour: '#1f4e79',
  },
  {
    id: 'wearables',
    title: 'Wearables & Digital Health',
    shortLabel: 'Wearables',
    shortDescription: 'Turn sensor data into care.',
    longDescription:
      'Wearable and digital health companies connect sleep, activity and heart-rate data to clinical context, turning raw signals into actionable insights for care teams.',
    uses: [
      'Sleep and activity signals',
      'Clinically validated features',
      'FHIR-based data exchange',
    ],
    icon: watchIcon,
    colour: '#0e6655',
  },
];
