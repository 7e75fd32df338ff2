import {
  DECK_AGREEMENT_API_PATHS,
  type DeckAgreementPublishRequest,
  type DeckAgreementPublishResponse,
} from '@gloh/contract/deck-agreement';
import { postStaffAction } from '@gloh/staff-ui/api-client';

/** Publishes `body` as the next version (the API asks for a passkey step-up first). */
export function publishAgreement(body: string) {
  const request: DeckAgreementPublishRequest = { body };
  return postStaffAction<DeckAgreementPublishResponse>(
    DECK_AGREEMENT_API_PATHS.staffPublish,
    request,
    { stepUpAction: 'publish a new version of the confidentiality agreement' },
  );
}
