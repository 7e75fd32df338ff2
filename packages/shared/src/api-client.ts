import { API_PATHS, type ApiResponse, type SessionResponse } from '@gloh/contract/api';
import { announceSessionChange } from './session-events';

// The payload types and paths live in @gloh/contract. They are re-exported here because remotes
// built against @gloh/shared 1.0 import them from this module at runtime (semver: a minor
// version never removes an export).
export { API_PATHS } from '@gloh/contract/api';
export type { ApiResponse, CurrentInvestor, SessionResponse } from '@gloh/contract/api';

export type ApiOutcome<T extends ApiResponse = ApiResponse> =
  | { kind: 'ok'; status: number; body: T }
  | { kind: 'failed'; status: number; body: T }
  | { kind: 'network-error' };

async function readBody(response: Response): Promise<ApiResponse> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) return body as ApiResponse;
  } catch {
    // A proxy error page or an empty body: treated as a failure without a server message.
  }
  return { success: false };
}

/**
 * Calls the same-origin API. A response is 'ok' only when HTTP and the body agree; a failed
 * fetch (offline, DNS, connection refused) is reported apart so pages can show their own text.
 */
export async function callApi<T extends ApiResponse = ApiResponse>(
  path: string,
  init: RequestInit = {},
): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    return { kind: 'network-error' };
  }
  const body = (await readBody(response)) as T;
  const ok = response.ok && body.success !== false;
  return { kind: ok ? 'ok' : 'failed', status: response.status, body };
}

export function postJson<T extends ApiResponse = ApiResponse>(path: string, payload: unknown) {
  return callApi<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
}

export function fetchCurrentSession() {
  return callApi<SessionResponse>(API_PATHS.me, { headers: { Accept: 'application/json' } });
}

/**
 * POST /api/auth/logout: ends the session on the server and clears its HttpOnly cookie. Announced
 * to the whole site even when the call failed: whoever listens asks the API what is true now.
 */
export async function logOut() {
  const outcome = await postJson(API_PATHS.logout, {});
  announceSessionChange();
  return outcome;
}
