import { STAFF_IR_API_PATHS, type DeckVersionListResponse } from '@gloh/contract/staff-ir';
import { callStaffApi } from '@gloh/shared/staff-api-client';

/** GET /api/staff/ir/decks: every version, newest first, the live one marked. */
export function getDeckVersions() {
  return callStaffApi<DeckVersionListResponse>(STAFF_IR_API_PATHS.decks);
}
