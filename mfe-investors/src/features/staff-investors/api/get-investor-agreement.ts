import {
  DECK_AGREEMENT_API_PATHS,
  type StaffInvestorAgreementResponse,
} from '@gloh/contract/deck-agreement';
import { getStaff } from '@gloh/staff-ui/api-client';

/** One investor's acceptances of the confidentiality agreement, newest first. */
export const getInvestorAgreement = (id: string) =>
  getStaff<StaffInvestorAgreementResponse>(
    DECK_AGREEMENT_API_PATHS.staffInvestor.replace(':id', encodeURIComponent(id)),
  );
