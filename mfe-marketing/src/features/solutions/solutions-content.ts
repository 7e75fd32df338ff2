import type { FeatureCardContent, FeatureCardSectionContent } from '../../components/feature-card';
import type { HeadedSectionContent } from '../../components/page-section';
import { brainIcon } from '../../components/icons/brain';
import { checkIcon } from '../../components/icons/check';
import { clipboardIcon } from '../../components/icons/clipboard';
import { cloudIcon } from '../../components/icons/cloud';
import { databaseIcon } from '../../components/icons/database';
import { flaskIcon } from '../../components/icons/flask';
import { heartIcon } from '../../components/icons/heart';
import { hospitalIcon } from '../../components/icons/hospital';
import { lockIcon } from '../../components/icons/lock';
import { plugIcon } from '../../components/icons/plug';
import { pulseIcon } from '../../components/icons/pulse';
import { shieldIcon } from '../../components/icons/shield';
import { usersIcon } from '../../components/icons/users';

export const SECURE_DATA_PLATFORM: readonly FeatureCardContent[] = [
  {
    icon: databaseIcon,
    title: 'Unified health data',
    text: 'EHR records, patient check-ins and wearable signals brought together in one governed data model.',
  },
  {
    icon: cloudIcon,
    title: 'Cloud-native pipeline',
    text: 'A scalable data and ML pipeline that ingests, cleans and scores data continuously.',
  },
  {
    icon: plugIcon,
    title: 'Open standards',
    text: 'FHIR R4 and OAuth 2.0 APIs connect Gloh to the systems you already run.',
  },
  {
    icon: brainIcon,
    title: 'Explainable AI',
    text: 'Every prediction ships with its drivers, using SHAP and LIME, so clinicians can trust and verify it.',
  },
];

export const STAKEHOLDERS: readonly (FeatureCardContent & { routeId: string })[] = [
  {
    icon: hospitalIcon,
    title: 'For Healthcare Systems',
    text: 'Reduce readmissions and focus scarce resources on the patients who need them most.',
    routeId: 'healthcare-systems',
  },
  {
    icon: heartIcon,
    title: 'For Patients',
    text: 'Stay connected to your care team, understand your progress and control how your data is shared.',
    routeId: 'patients',
  },
  {
    icon: flaskIcon,
    title: 'For Clinicians & Researchers',
    text: 'See explainable risk at a glance and discover cohorts for research in minutes, not months.',
    routeId: 'clinicians-researchers',
  },
];

export const INDUSTRY_APPLICATIONS: readonly FeatureCardContent[] = [
  {
    icon: brainIcon,
    title: 'Mental Health',
    text: 'Predict relapse and crisis risk early, and coordinate follow-up after discharge.',
  },
  {
    icon: pulseIcon,
    title: 'Chronic Disease',
    text: 'Spot deterioration in long-term conditions from adherence, activity and check-in trends.',
  },
  {
    icon: clipboardIcon,
    title: 'Clinical Research',
    text: 'Find eligible participants faster and monitor study cohorts with governed data.',
  },
  {
    icon: usersIcon,
    title: 'Population Health',
    text: 'Stratify risk across populations and target outreach where it has the most effect.',
  },
];

export const SECURITY_COMPLIANCE: readonly FeatureCardContent[] = [
  {
    icon: shieldIcon,
    title: 'HIPAA compliance',
    text: 'Administrative, physical and technical safeguards for protected health information.',
  },
  {
    icon: checkIcon,
    title: 'SOC 2 Type II',
    text: 'Controls designed and operated to the SOC 2 Type II trust service criteria.',
  },
  {
    icon: lockIcon,
    title: 'End-to-end encryption',
    text: 'Data encrypted in transit and at rest, with keys managed separately from the data.',
  },
  {
    icon: usersIcon,
    title: 'Role-based access',
    text: 'Least-privilege roles, OAuth scopes and complete audit trails of every access.',
  },
];

export const SOLUTIONS_SECTIONS = {
  carousel: {
    tone: 'surface',
    eyebrow: 'What we offer',
    id: 'carousel-title',
    title: 'Three ways to act on your data',
  },
  platform: {
    eyebrow: 'Platform',
    id: 'secure-platform-title',
    title: 'Secure Data Platform',
    lead: 'The foundation under every Gloh product.',
    cards: SECURE_DATA_PLATFORM,
    columns: 4,
  },
  stakeholders: {
    tone: 'surface',
    id: 'stakeholders-title',
    title: 'Solutions for Every Healthcare Stakeholder',
  },
  industries: {
    id: 'industry-applications-title',
    title: 'Industry Applications',
    cards: INDUSTRY_APPLICATIONS,
    columns: 4,
  },
  security: {
    tone: 'navy',
    id: 'security-title',
    title: 'Security & Compliance',
    lead: 'Built for protected health information from day one.',
  },
} satisfies Record<string, HeadedSectionContent | FeatureCardSectionContent>;

export const PREDICT_HEADING = {
  eyebrow: 'GlohPredict',
  id: 'predict-showcase-title',
  title: 'See risk before it becomes a crisis',
  lead: 'GlohPredict scores relapse and readmission risk and shows clinicians exactly which factors drive each score.',
};

export const PREDICT_POINTS = [
  'Prioritised alerts for the patients who need attention now',
  'SHAP explanations for every score',
  'Fits into existing EHR workflows via FHIR R4',
];
