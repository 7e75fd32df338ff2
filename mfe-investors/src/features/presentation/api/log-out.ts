import { API_PATHS } from '@gloh/contract/api';
import { postJson } from '@gloh/shared/api-client';

/** POST /api/auth/logout: ends the session server-side and clears the HttpOnly cookie. */
export function logOut() {
  return postJson(API_PATHS.logout, {});
}
