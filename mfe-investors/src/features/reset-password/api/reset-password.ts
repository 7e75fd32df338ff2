import { API_PATHS, callApi, type ApiResponse } from '@gloh/shared/api-client';

/**
 * POST /api/auth as form data {action:'reset-password'} (spec section 7). The browser sets the
 * multipart boundary itself, so no Content-Type header is given.
 */
export function resetPassword(token: string, password: string) {
  const form = new FormData();
  form.append('action', 'reset-password');
  form.append('token', token);
  form.append('password', password);
  return callApi<ApiResponse>(API_PATHS.auth, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  });
}
