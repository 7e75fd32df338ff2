import type { IconName } from '../../components/icon';
import type { HeadedSectionContent } from '../../components/page-section';

export interface IntegrationGroup {
  id: string;
  title: string;
  text: string;
  /** Each source: its name, and the generic mark drawn beside it. */
  items: readonly (readonly [label: string, icon: IconName])[];
}

/** Capability labels, not endorsements: the marks beside them are generic and drawn here. */
export const INTEGRATION_GROUPS: readonly IntegrationGroup[] = [
  {
    id: 'ehr',
    title: 'EHR & clinical data',
    text: 'Bidirectional, standards-based exchange with the clinical systems care teams already use.',
    items: [
      ['Epic-compatible EHRs', 'hospital'],
      ['Oracle Health-compatible EHRs', 'building'],
      ['FHIR R4 APIs', 'plug'],
      ['HL7 v2 feeds', 'layers'],
      ['Lab & pharmacy data', 'flask'],
      ['Claims data', 'clipboard'],
    ],
  },
  {
    id: 'wearables',
    title: 'Wearable & sensor data',
    text: 'Consented everyday signals (sleep, activity, heart rate) that add context between visits.',
    items: [
      ['Apple Health', 'heart'],
      ['Fitbit-style wearables', 'watch'],
      ['Android Health Connect', 'pulse'],
      ['Smart rings', 'target'],
      ['Sleep sensors', 'clock'],
      ['Patient check-in apps', 'message'],
    ],
  },
];

export const LOOP_STEPS: readonly { id: string; title: string; text: string; icon: IconName }[] = [
  {
    id: 'data',
    title: 'Data',
    text: 'Clinical records, check-ins and wearable signals flow in through secure, consented integrations.',
    icon: 'database',
  },
  {
    id: 'insight',
    title: 'Insight',
    text: 'Explainable models turn the data into relapse and readmission risk, with the reasons behind it.',
    icon: 'sparkle',
  },
  {
    id: 'action',
    title: 'Action',
    text: 'Care teams get prioritised tasks and outreach; outcomes feed back in to improve the next prediction.',
    icon: 'bolt',
  },
];

export const PARTNERSHIPS_SECTIONS = {
  clinical: {
    eyebrow: 'Clinical partners',
    id: 'clinical-partners-title',
    title: 'Grounded in real clinical practice',
    lead: 'Our clinical partners shape our models and workflows, and are where we validate them first.',
  },
  ecosystem: {
    tone: 'surface',
    eyebrow: 'Integration ecosystem',
    id: 'ecosystem-title',
    title: 'Connects to the data you already have',
    lead: 'Gloh is designed to integrate with common clinical and consumer health data sources.',
  },
  loop: {
    tone: 'navy',
    eyebrow: 'How it works',
    id: 'loop-title',
    title: 'From data to insight to action',
    lead: 'A closed loop: every action and outcome makes the next insight better.',
  },
} satisfies Record<string, HeadedSectionContent>;
