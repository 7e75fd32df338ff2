import {
  DECK_AGREEMENT_API_PATHS,
  type DeckAgreementAcceptRequest,
  type DeckAgreementAcceptResponse,
} from '@gloh/contract/deck-agreement';
import { postJson } from '@gloh/shared/api-client';

/** POST: the investor accepts `version`; 409 when staff published a newer one meanwhile. */
export function acceptDeckAgreement(version: number) {
  const payload: DeckAgreementAcceptRequest = { version };
  return postJson<DeckAgreementAcceptResponse>(DECK_AGREEMENT_API_PATHS.investorAccept, payload);
}
