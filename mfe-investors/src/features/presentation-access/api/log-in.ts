import { API_PATHS, postJson, type ApiResponse } from '@gloh/shared/api-client';

export interface LoginCredentials {
  email: string;
  accessCode: string;
}

/** POST /api/auth {action:'login'}: on success the API sets the HttpOnly session cookie. */
export function logIn({ email, accessCode }: LoginCredentials) {
  return postJson<ApiResponse>(API_PATHS.auth, {
    action: 'login',
    email: email.trim(),
    accessCode,
  });
}
