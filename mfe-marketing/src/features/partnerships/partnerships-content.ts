import type { IconPath } from '../../components/icon';
import type { HeadedSectionContent } from '../../components/page-section';
import { boltIcon } from '../../components/icons/bolt';
import { buildingIcon } from '../../components/icons/building';
import { clipboardIcon } from '../../components/icons/clipboard';
import { clockIcon } from '../../components/icons/clock';
import { databaseIcon } from '../../components/icons/database';
import { flaskIcon } from '../../components/icons/flask';
import { heartIcon } from '../../components/icons/heart';
import { hospitalIcon } from '../../components/icons/hospital';
import { layersIcon } from '../../components/icons/layers';
import { messageIcon } from '../../components/icons/message';
import { plugIcon } from '../../components/icons/plug';
import { pulseIcon } from '../../components/icons/pulse';
import { sparkleIcon } from '../../components/icons/sparkle';
import { targetIcon } from '../../components/icons/target';
import { watchIcon } from '../../components/icons/watch';

export interface IntegrationGroup {
  id: string;
  title: string;
  text: string;
  /** Each source: its name, and the generic mark drawn beside it. */
  items: readonly (readonly [label: string, icon: IconPath])[];
}

/** Capability labels, not endorsements: the marks beside them are generic and drawn here. */
export const INTEGRATION_GROUPS: readonly IntegrationGroup[] = [
  {
    id: 'ehr',
    title: 'EHR & clinical data',
    text: 'Bidirectional, standards-based exchange with the clinical systems care teams already use.',
    items: [
      ['Epic-compatible EHRs', hospitalIcon],
      ['Oracle Health-compatible EHRs', buildingIcon],
      ['FHIR R4 APIs', plugIcon],
      ['HL7 v2 feeds', layersIcon],
      ['Lab & pharmacy data', flaskIcon],
      ['Claims data', clipboardIcon],
    ],
  },
  {
    id: 'wearables',
    title: 'Wearable & sensor data',
    text: 'Consented everyday signals (sleep, activity, heart rate) that add context between visits.',
    items: [
      ['Apple Health', heartIcon],
      ['Fitbit-style wearables', watchIcon],
      ['Android Health Connect', pulseIcon],
      ['Smart rings', targetIcon],
      ['Sleep sensors', clockIcon],
      ['Patient check-in apps', messageIcon],
    ],
  },
];

export const LOOP_STEPS: readonly { id: string; title: string; text: string; icon: IconPath }[] = [
  {
    id: 'data',
    title: 'Data',
    text: 'Clinical records, check-ins and wearable signals flow in through secure, consented integrations.',
    icon: databaseIcon,
  },
  {
    id: 'insight',
    title: 'Insight',
    text: 'Explainable models turn the data into relapse and readmission risk, with the reasons behind it.',
    icon: sparkleIcon,
  },
  {
    id: 'action',
    title: 'Action',
    text: 'Care teams get prioritised tasks and outreach; outcomes feed back in to improve the next prediction.',
    icon: boltIcon,
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
