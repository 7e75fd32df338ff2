import {
  STAFF_IR_API_PATHS,
  staffIrApiPath,
  type DeckEngagementResponse,
} from '@gloh/contract/staff-ir';
import { callStaffApi } from '@gloh/shared/staff-api-client';

/** GET …/engagement/decks/:version: drop-off and median time per page, over the default period. */
export function getDeckEngagement(version: number) {
  return callStaffApi<DeckEngagementResponse>(
    staffIrApiPath(STAFF_IR_API_PATHS.deckEngagement, { version }),
  );
}
