import { API_PATHS, type ApiResponse } from '@gloh/contract/api';
import type { LoginPayload } from '@gloh/contract/auth';
import { ACCESS_EXPIRED_REASON, accessExpiredMessage } from '@gloh/contract/investor-access';
import { postJson, type ApiOutcome } from '@gloh/shared/api-client';
import { announceSessionChange } from '@gloh/shared/session-events';

export type LoginCredentials = Omit<LoginPayload, 'action'>;

/** POST /api/auth {action:'login'}: on success the API sets the HttpOnly session cookie. */
export async function logIn({ email, accessCode }: LoginCredentials) {
  const payload: LoginPayload = { action: 'login', email: email.trim(), accessCode };
  const outcome = await postJson<ApiResponse>(API_PATHS.auth, payload);
  if (outcome.kind === 'ok') announceSessionChange();
  return outcome;
}

/**
 * An investor whose access ran out is told when it ended and whom to write to: the site's contact
 * email, the one the rest of the investor pages name (the API names its own inbox).
 */
export function withExpiredAccessMessage(outcome: ApiOutcome, contactEmail: string): ApiOutcome {
  if (outcome.kind !== 'failed' || outcome.body.reason !== ACCESS_EXPIRED_REASON) return outcome;
  const details = outcome.body.details as { accessExpiredAt?: unknown } | undefined;
  const at = details?.accessExpiredAt;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return outcome;
  return { ...outcome, body: { ...outcome.body, error: accessExpiredMessage(at, contactEmail) } };
}
