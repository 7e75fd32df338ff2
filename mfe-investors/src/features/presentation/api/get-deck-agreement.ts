import {
  DECK_AGREEMENT_API_PATHS,
  type InvestorDeckAgreementResponse,
} from '@gloh/contract/deck-agreement';
import { callApi } from '@gloh/shared/api-client';

/** GET the agreement in force (null when none is) and whether this investor accepted it. */
export function getDeckAgreement() {
  return callApi<InvestorDeckAgreementResponse>(DECK_AGREEMENT_API_PATHS.investor, {
    headers: { Accept: 'application/json' },
  });
}
