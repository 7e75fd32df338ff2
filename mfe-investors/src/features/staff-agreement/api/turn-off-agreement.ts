import {
  DECK_AGREEMENT_API_PATHS,
  type DeckAgreementTurnOffResponse,
} from '@gloh/contract/deck-agreement';
import { postStaffAction } from '@gloh/staff-ui/api-client';

/** Stops requiring the agreement (the API asks for a passkey step-up first). */
export const turnOffAgreement = () =>
  postStaffAction<DeckAgreementTurnOffResponse>(
    DECK_AGREEMENT_API_PATHS.staffTurnOff,
    {},
    { stepUpAction: 'stop requiring the confidentiality agreement' },
  );
