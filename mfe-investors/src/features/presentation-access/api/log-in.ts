import { API_PATHS, type ApiResponse } from '@gloh/contract/api';
import type { LoginPayload } from '@gloh/contract/auth';
import { postJson } from '@gloh/shared/api-client';
import { announceSessionChange } from '@gloh/shared/session-events';

export type LoginCredentials = Omit<LoginPayload, 'action'>;

/** POST /api/auth {action:'login'}: on success the API sets the HttpOnly session cookie. */
export async function logIn({ email, accessCode }: LoginCredentials) {
  const payload: LoginPayload = { action: 'login', email: email.trim(), accessCode };
  const outcome = await postJson<ApiResponse>(API_PATHS.auth, payload);
  if (outcome.kind === 'ok') announceSessionChange();
  return outcome;
}
