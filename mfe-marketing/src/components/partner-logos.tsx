/**
 * The two clinical partners under placeholder names, with marks drawn here.
 * Each is described in both readings its name allows.
 */
export interface ClinicalPartner {
  id: 'harborlight' | 'cedar-grove';
  name: string;
  /** How the home page describes it. */
  kind: string;
  /** How the partnerships page describes it. */
  partnershipKind: string;
  description: string;
}

export const CLINICAL_PARTNERS: readonly ClinicalPartner[] = [
  {
    id: 'harborlight',
    name: 'Harborlight Behavioral Health',
    kind: 'Inpatient behavioral health group',
    partnershipKind: 'Non-profit for child behavioural health',
    description:
      'A non-profit behavioural health group whose inpatient and child programmes help us shape relapse and readmission models around real discharge and follow-up workflows.',
  },
  {
    id: 'cedar-grove',
    name: 'Cedar Grove Clinical Partners',
    kind: 'Mental health outpatient clinic',
    partnershipKind: 'Site-management organisation for behavioural health and addiction',
    description:
      'An outpatient mental health clinic and site-management organisation for behavioural health and addiction research, helping us validate care coordination and research workflows.',
  },
];

export function PartnerLogo({ id, className }: { id: ClinicalPartner['id']; className?: string }) {
  return id === 'harborlight' ? (
    <svg viewBox="0 0 48 48" width="48" height="48" className={className} aria-hidden="true">
      <rect width="48" height="48" rx="12" fill="#0b3d5c" />
      <path d="M24 9l4 8h-8l4-8z" fill="#3ec6b0" />
      <rect x="21" y="17" width="6" height="14" fill="#fff" />
      <path
        d="M9 35c4-3 8-3 12 0s8 3 12 0 4-2 6-1"
        stroke="#3ec6b0"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 48 48" width="48" height="48" className={className} aria-hidden="true">
      <rect width="48" height="48" rx="12" fill="#12756b" />
      <path d="M24 8l10 14h-6l8 11H12l8-11h-6L24 8z" fill="#fff" />
      <rect x="22" y="33" width="4" height="7" fill="#e8f7f4" />
    </svg>
  );
}
