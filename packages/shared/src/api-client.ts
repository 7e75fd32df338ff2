/** Shape of every API answer the pages read (spec section 7). */
export interface ApiResponse {
  success: boolean;
  message?: string;
  error?: string;
  [key: string]: unknown;
}

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

export interface CurrentInvestor {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'investor';
  isVerified: boolean;
}

export interface SessionResponse extends ApiResponse {
  user: CurrentInvestor;
  expiresAt: string;
}

export const API_PATHS = {
  contact: '/api/contact',
  auth: '/api/auth',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  presentationAccess: '/api/presentation-access',
  presentation: '/api/investor-presentation',
  presentationDownload: '/api/investor-presentation/download',
  health: '/api/health',
} as const;

export function fetchCurrentSession() {
  return callApi<SessionResponse>(API_PATHS.me, { headers: { Accept: 'application/json' } });
}
