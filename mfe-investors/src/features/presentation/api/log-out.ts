import { API_PATHS } from '@gloh/contract/api';
import { postJson } from '@gloh/shared/api-client';
import { announceSessionChange } from '@gloh/shared/session-events';

/** POST /api/auth/logout: ends the session server-side and clears the HttpOnly cookie. */
export async function logOut() {
  const outcome = await postJson(API_PATHS.logout, {});
  // Announced even when the call failed: whoever listens asks the API what is true now.
  announceSessionChange();
  return outcome;
}
