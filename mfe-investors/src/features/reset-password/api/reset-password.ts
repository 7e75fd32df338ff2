import { API_PATHS, type ApiResponse } from '@gloh/contract/api';
import type { ResetPasswordPayload } from '@gloh/contract/auth';
import { callApi } from '@gloh/shared/api-client';

/**
 * POST /api/auth as form data {action:'reset-password'}. The browser sets the
 * multipart boundary itself, so no Content-Type header is given.
 */
export function resetPassword(token: string, password: string) {
  const payload: ResetPasswordPayload = { action: 'reset-password', token, password };
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) form.append(name, value);
  return callApi<ApiResponse>(API_PATHS.auth, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  });
}
