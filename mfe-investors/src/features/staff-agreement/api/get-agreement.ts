import {
  DECK_AGREEMENT_API_PATHS,
  type StaffDeckAgreementResponse,
} from '@gloh/contract/deck-agreement';
import { getStaff } from '@gloh/staff-ui/api-client';

/** The agreement's versions, newest first, and the one investors must accept (if any). */
export const getAgreement = () =>
  getStaff<StaffDeckAgreementResponse>(DECK_AGREEMENT_API_PATHS.staff);
