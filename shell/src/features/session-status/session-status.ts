/** The session widget's four states, worst first. */
export type SessionStatus = 'offline' | 'cookies-disabled' | 'no-session' | 'connected';

export const STATUS_CHECK_INTERVAL_MS = 30_000;

export const SESSION_STATUS_LABEL: Record<SessionStatus, string> = {
  offline: 'Offline',
  'cookies-disabled': 'Cookies Disabled',
  'no-session': 'No Session',
  connected: 'Connected',
};

export function deriveSessionStatus(
  online: boolean,
  cookiesEnabled: boolean,
  hasSession: boolean,
): SessionStatus {
  if (!online) return 'offline';
  if (!cookiesEnabled) return 'cookies-disabled';
  return hasSession ? 'connected' : 'no-session';
}

/** Offline and disabled cookies are problems the visitor should see without asking. */
export function isProblem(status: SessionStatus): boolean {
  return status === 'offline' || status === 'cookies-disabled';
}
