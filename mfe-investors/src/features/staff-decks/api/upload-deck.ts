import { DECK_UPLOAD, STAFF_IR_API_PATHS, type DeckVersionResponse } from '@gloh/contract/staff-ir';
import { callStaffApi } from '@gloh/staff-ui/api-client';

/**
 * POST /api/staff/ir/decks as multipart (after a passkey step-up): the PDF becomes a version, the
 * live one unless `live` is false. The browser sets the multipart Content-Type with its boundary.
 */
export function uploadDeck(file: File, live: boolean) {
  const body = new FormData();
  body.append(DECK_UPLOAD.field, file, file.name);
  const path = `${STAFF_IR_API_PATHS.decks}${live ? '' : '?live=false'}`;
  return callStaffApi<DeckVersionResponse>(path, { method: 'POST', body });
}
