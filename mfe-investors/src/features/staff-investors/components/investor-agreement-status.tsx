import { useCallback } from 'react';
import type { StaffInvestorAgreementResponse } from '@gloh/contract/deck-agreement';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { useStaffAnswer } from '../../../hooks/use-staff-answer';
import { getInvestorAgreement } from '../api/get-investor-agreement';

/** "Agreement: accepted version N on <date, zone>", and whether the version in force is missing. */
export function agreementStatusText({
  required,
  acceptances,
}: Pick<StaffInvestorAgreementResponse, 'required' | 'acceptances'>): string {
  const latest = acceptances[0];
  const accepted = latest
    ? `accepted version ${latest.version} on ${formatStaffDateTime(latest.acceptedAt)}`
    : 'not accepted';
  if (required === null) return `Agreement: ${accepted} (none is required now).`;
  if (latest?.version === required) return `Agreement: ${accepted}.`;
  return `Agreement: ${accepted}; version ${required} is required before the deck opens.`;
}

/** The investor page's line about the confidentiality agreement. */
export function InvestorAgreementStatus({ id }: { id: string }) {
  const load = useCallback(() => getInvestorAgreement(id), [id]);
  const { state } = useStaffAnswer(load, 'Their agreement could not be loaded.');
  if (state.status === 'loading') return null;
  // An API from before the agreement answers something else: the page says nothing of it.
  if (state.status === 'loaded' && !Array.isArray(state.body.acceptances)) return null;
  return <p>{state.status === 'failed' ? state.message : agreementStatusText(state.body)}</p>;
}
