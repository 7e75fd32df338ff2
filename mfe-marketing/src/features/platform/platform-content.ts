import type { FeatureCardContent, FeatureCardSectionContent } from '../../components/feature-card';
import type { HeadedSectionContent } from '../../components/page-section';
import type { RevealCardContent } from '../../components/reveal-card';
import { brainIcon } from '../../components/icons/brain';
import { cpuIcon } from '../../components/icons/cpu';
import { databaseIcon } from '../../components/icons/database';
import { layersIcon } from '../../components/icons/layers';
import { lockIcon } from '../../components/icons/lock';
import { plugIcon } from '../../components/icons/plug';
import { shieldIcon } from '../../components/icons/shield';

export type PlatformCardId = 'security' | 'architecture' | 'ai';

/** The three hover or tap cards of the platform page, one open at a time. */
export const PLATFORM_PILLARS: readonly RevealCardContent<PlatformCardId>[] = [
  {
    id: 'security',
    icon: shieldIcon,
    title: 'Security & Compliance',
    summary: 'HIPAA-compliant by design, with SOC 2 Type II controls around every piece of data.',
    features: [
      'HIPAA compliance and SOC 2 Type II',
      'End-to-end encryption in transit and at rest',
      'Role-based access control with audit trails',
      'GDPR-aligned patient consent controls',
    ],
  },
  {
    id: 'architecture',
    icon: layersIcon,
    title: 'Scalable Architecture',
    summary: 'A cloud-native data and ML pipeline that grows from one clinic to a health system.',
    features: [
      'Cloud-native, containerised services',
      'Streaming and batch data ingestion',
      'FHIR R4 and OAuth 2.0 APIs',
      'Modular products on one data layer',
    ],
  },
  {
    id: 'ai',
    icon: brainIcon,
    title: 'Explainable AI',
    summary: 'Every prediction comes with its reasons, so clinicians can review and trust it.',
    features: [
      'SHAP and LIME explanations per prediction',
      'Model confidence shown with each score',
      'Bias and drift monitoring',
      'Clinician feedback loops for retraining',
    ],
  },
];

export const PLATFORM_LAYERS: readonly FeatureCardContent[] = [
  {
    icon: databaseIcon,
    title: 'Data Pipeline',
    text: 'Ingests EHR, claims, check-in and wearable data; validates, de-duplicates and normalises it into one model.',
    points: ['Streaming and batch ingestion', 'Data-quality checks', 'Consent-aware storage'],
  },
  {
    icon: plugIcon,
    title: 'API & Interoperability Layer',
    text: 'Standards-based APIs that let Gloh read from and write back to the systems teams already use.',
    points: ['FHIR R4 resources', 'OAuth 2.0 scopes', 'Webhooks for alerts'],
  },
  {
    icon: cpuIcon,
    title: 'AI/ML Pipeline',
    text: 'Trains, validates and serves relapse and readmission models with full versioning and monitoring.',
    points: ['Feature store', 'Explainability (SHAP, LIME)', 'Drift and bias monitoring'],
  },
  {
    icon: lockIcon,
    title: 'Security & Compliance',
    text: 'Security controls wrap every layer, from encrypted storage to audited, role-based access.',
    points: ['End-to-end encryption', 'Audit trails', 'SOC 2 Type II controls'],
  },
];

export const PLATFORM_SECTIONS = {
  pillars: {
    eyebrow: 'Foundations',
    id: 'pillars-title',
    title: 'Built on three foundations',
    lead: 'Hover over, select or tap a card to see its key features.',
  },
  layers: {
    tone: 'surface',
    eyebrow: 'Architecture',
    id: 'layers-title',
    title: 'Four layers, one platform',
    lead: 'From raw data to an explained prediction, every step is governed and observable.',
    cards: PLATFORM_LAYERS,
    columns: 4,
  },
  segments: {
    eyebrow: 'Who it serves',
    id: 'segments-title',
    title: 'One platform, six segments',
    lead: 'Clinics, pharma, research, biotech, CROs and digital health companies all build on the same data foundation.',
  },
} satisfies Record<string, HeadedSectionContent | FeatureCardSectionContent>;
