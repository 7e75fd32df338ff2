import { useId, useState } from 'react';
import { logOut } from '@gloh/shared/api-client';
import { forgetConsent } from '../cookie-consent/consent-store';
import { isProblem, SESSION_STATUS_LABEL } from './session-status';
import { useSessionStatus } from './use-session-status';
import styles from './session-status.module.css';

const MESSAGES = {
  offline: 'You appear to be offline.',
  'cookies-disabled': 'Cookies are disabled, which may cause session issues.',
} as const;

async function clearSessionData() {
  forgetConsent();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The session cookie is HttpOnly: only the server can end and clear it.
  await logOut();
  window.alert('Session data cleared. Please refresh the page.');
}

/** Hidden unless there is a connectivity or cookie problem or the visitor opens it. */
export function SessionStatusWidget() {
  const { status, refresh } = useSessionStatus();
  const [expanded, setExpanded] = useState(false);
  const [dismissedProblem, setDismissedProblem] = useState<string | null>(null);
  const panelId = useId();
  const showPanel = expanded || (isProblem(status) && dismissedProblem !== status);

  return (
    <>
      <button
        type="button"
        className={`btn btn-link btn-sm p-0 ${styles.sessionStatusToggle}`}
        aria-expanded={showPanel}
        aria-controls={panelId}
        onClick={() => {
          setExpanded(!showPanel);
          if (showPanel) setDismissedProblem(status);
        }}
      >
        Session status: {SESSION_STATUS_LABEL[status]}
      </button>
      <div
        id={panelId}
        className={`${styles.sessionStatusPanel} shadow`}
        hidden={!showPanel}
        role="status"
      >
        {showPanel && (
          <>
            <div className="d-flex justify-content-between align-items-start gap-2">
              <h2 className="h6 mb-1">
                {isProblem(status)
                  ? 'Connection Issues'
                  : `Session: ${SESSION_STATUS_LABEL[status]}`}
              </h2>
              <button
                type="button"
                className="btn-close"
                aria-label="Close session status"
                onClick={() => {
                  setExpanded(false);
                  setDismissedProblem(status);
                }}
              />
            </div>
            {status === 'offline' || status === 'cookies-disabled' ? (
              <p className="small mb-2">{MESSAGES[status]}</p>
            ) : (
              <p className="small mb-2">
                {status === 'connected'
                  ? 'You are signed in to the investor portal.'
                  : 'You are browsing without an investor session.'}
              </p>
            )}
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={refresh}>
                Check again
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => void clearSessionData()}
              >
                Clear Data
              </button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
