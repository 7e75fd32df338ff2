import { useCallback, useEffect, useState } from 'react';
import { fetchCurrentSession } from '@gloh/shared/api-client';
import { onSessionChange } from '@gloh/shared/session-events';
import { forgetSignedInCookie, hasSignedInCookie } from './signed-in-cookie';
import {
  deriveSessionStatus,
  STATUS_CHECK_INTERVAL_MS,
  type SessionStatus,
} from './session-status';

export function useSessionStatus(): { status: SessionStatus; refresh: () => void } {
  const [status, setStatus] = useState<SessionStatus>(() =>
    deriveSessionStatus(navigator.onLine, navigator.cookieEnabled, false),
  );

  const refresh = useCallback(async () => {
    if (!navigator.onLine || !navigator.cookieEnabled) {
      setStatus(deriveSessionStatus(navigator.onLine, navigator.cookieEnabled, false));
      return;
    }
    // A visitor who never signed in has no session to ask about (and no 401 in the console).
    if (!hasSignedInCookie()) {
      setStatus('no-session');
      return;
    }
    const outcome = await fetchCurrentSession();
    if (outcome.kind === 'failed' && outcome.status === 401) forgetSignedInCookie();
    setStatus(deriveSessionStatus(outcome.kind !== 'network-error', true, outcome.kind === 'ok'));
  }, []);

  useEffect(() => {
    void refresh();
    const interval = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, STATUS_CHECK_INTERVAL_MS);
    const onConnectivityChange = () => void refresh();
    // Another tab may have logged in or out while this one was in the background.
    const onReturn = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('online', onConnectivityChange);
    window.addEventListener('offline', onConnectivityChange);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    const stopListening = onSessionChange(() => void refresh());
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('online', onConnectivityChange);
      window.removeEventListener('offline', onConnectivityChange);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      stopListening();
    };
  }, [refresh]);

  return { status, refresh: () => void refresh() };
}
