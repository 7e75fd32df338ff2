import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type DeckVersionResponse,
} from '@gloh/contract/staff-ir';
import { sendStaffJson } from '@gloh/shared/staff-api-client';

/** POST …/decks/:version/activate (after a passkey step-up): investors see it from now on. */
export function activateDeckVersion(version: number) {
  return sendStaffJson<DeckVersionResponse>(
    'POST',
    staffIrApiPath(STAFF_IR_API_PATHS.deckActivate, { version }),
  );
}
