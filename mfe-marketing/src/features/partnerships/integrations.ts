import type { IconName } from '../../components/icon';

/** Capability labels, not endorsements: the marks beside them are generic and drawn here. */
export const INTEGRATION_GROUPS: readonly {
  id: string;
  title: string;
  text: string;
  items: readonly { label: string; icon: IconName }[];
}[] = [
  {
    id: 'ehr',
    title: 'EHR & clinical data',
    text: 'Bidirectional, standards-based exchange with the clinical systems care teams already use.',
    items: [
      { label: 'Epic-compatible EHRs', icon: 'hospital' },
      { label: 'Oracle Health-compatible EHRs', icon: 'building' },
      { label: 'FHIR R4 APIs', icon: 'plug' },
      { label: 'HL7 v2 feeds', icon: 'layers' },
      { label: 'Lab & pharmacy data', icon: 'flask' },
      { label: 'Claims data', icon: 'clipboard' },
    ],
  },
  {
    id: 'wearables',
    title: 'Wearable & sensor data',
    text: 'Consented everyday signals (sleep, activity, heart rate) that add context between visits.',
    items: [
      { label: 'Apple Health', icon: 'heart' },
      { label: 'Fitbit-style wearables', icon: 'watch' },
      { label: 'Android Health Connect', icon: 'pulse' },
      { label: 'Smart rings', icon: 'target' },
      { label: 'Sleep sensors', icon: 'clock' },
      { label: 'Patient check-in apps', icon: 'message' },
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
