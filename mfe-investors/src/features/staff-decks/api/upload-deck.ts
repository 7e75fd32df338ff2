import { DECK_UPLOAD, STAFF_IR_API_PATHS, type DeckVersionResponse } from '@gloh/contract/staff-ir';
import { callStaffApi } from '@gloh/staff-ui/api-client';

/**
 * POST /api/staff/ir/decks as multipart (after a passkey step-up): the PDF becomes the live
 * version. The browser sets the multipart Content-Type with its boundary itself.
 */
export function uploadDeck(file: File) {
  const body = new FormData();
  body.append(DECK_UPLOAD.field, file, file.name);
  return callStaffApi<DeckVersionResponse>(STAFF_IR_API_PATHS.decks, { method: 'POST', body });
}
