/** A roadmap phase: title, timeline, status text, key milestone, sections. */
export interface RoadmapPhase {
  id: string;
  label: string;
  title: string;
  timeline: string;
  status: 'in-progress' | 'next' | 'planned';
  statusText: string;
  keyMilestone: string;
  sections: readonly { title: string; items: readonly string[] }[];
}

/** A 24-month roadmap. */
export const ROADMAP_MONTHS = 24;

/** Phases over months 0–9, 9–15 and 15–24. */
export const ROADMAP_PHASES: readonly RoadmapPhase[] = [
  {
    id: 'phase-1',
    label: 'Phase 1',
    title: 'Foundation & Pilot Launch',
    timeline: 'Months 0–9',
    status: 'in-progress',
    statusText: 'In progress',
    keyMilestone: 'First pilot live with a partner behavioral health clinic',
    sections: [
      {
        title: 'Product',
        items: [
          'Care-coordination app for patients and care teams (MVP)',
          'AI risk prediction engine v1 for relapse and readmission',
          'Explainable risk factors (SHAP, LIME) in the clinician dashboard',
        ],
      },
      {
        title: 'Security & compliance',
        items: [
          'HIPAA safeguards and business associate agreements',
          'SOC 2 readiness program',
          'Role-based access with audit trails',
        ],
      },
      {
        title: 'Partnerships',
        items: [
          'Pilot agreements with an inpatient and an outpatient behavioral health partner',
          'Clinical advisory board',
        ],
      },
    ],
  },
  {
    id: 'phase-2',
    label: 'Phase 2',
    title: 'Validation & Expansion',
    timeline: 'Months 9–15',
    status: 'next',
    statusText: 'Up next',
    keyMilestone: 'Validated pilot outcomes and the first paid contracts',
    sections: [
      {
        title: 'Product',
        items: [
          'Risk prediction engine v2 with EHR integration over FHIR R4',
          'Research analytics beta: cohort explorer and data governance',
          'Care plans and secure care-team messaging',
        ],
      },
      {
        title: 'Clinical validation',
        items: [
          'Model validation on pilot data with partner clinicians',
          'Outcome report on relapse and readmission alerts',
        ],
      },
      {
        title: 'Growth',
        items: ['$200–500K ARR pipeline', 'Additional clinic sites in the partner networks'],
      },
    ],
  },
  {
    id: 'phase-3',
    label: 'Phase 3',
    title: 'Scale & Platform',
    timeline: 'Months 15–24',
    status: 'planned',
    statusText: 'Planned',
    keyMilestone: '10,000+ patients supported across partner networks',
    sections: [
      {
        title: 'Product',
        items: [
          'Research analytics general availability',
          'Carer and workforce staffing: matching, credentialing and scheduling',
          'Partner APIs over FHIR R4 and OAuth 2.0',
        ],
      },
      {
        title: 'Security & compliance',
        items: ['SOC 2 Type II audit', 'GDPR-aligned patient controls'],
      },
      {
        title: 'Growth',
        items: ['Health-system and payer partnerships', 'Preparation for the next funding round'],
      },
    ],
  },
];

/** The investment summary. */
export const INVESTMENT_SUMMARY: readonly { value: string; label: string }[] = [
  { value: '9 months', label: 'to pilot' },
  { value: '3', label: 'core products' },
  { value: '10K+', label: 'patients' },
];

/** The roadmap's targets. */
export const ROADMAP_TARGETS: readonly { value: string; label: string }[] = [
  { value: '$200–500K', label: 'ARR pipeline' },
  { value: '10,000+', label: 'patients' },
  { value: '2+', label: 'pilot customers' },
];
