import { useEffect, useRef, useState } from 'react';
import type { CurrentInvestor } from '@gloh/shared/api-client';
import { announceSessionChange } from '@gloh/shared/session-events';
import { getInvestorSession } from '../api/get-investor-session';

/**
 * How often the viewer asks the API whether the session still holds while the page is visible,
 * so a revoked investor loses the deck within seconds, without reloading.
 */
export const SESSION_RECHECK_INTERVAL_MS = 4_000;
/** setTimeout's ceiling (about 24.8 days); a later expiry is simply re-armed by the next check. */
const MAX_TIMER_MS = 2_147_483_647;

export type InvestorSessionState =
  { status: 'checking' } | { status: 'active'; investor: CurrentInvestor; expiresAt: Date };

/**
 * Checks the session on mount, every SESSION_RECHECK_INTERVAL_MS while the page is visible, when
 * the window regains focus or becomes visible, and at the session's expiry. `onEnded` runs once
 * when the session is gone (no session at first, revoked, logged out elsewhere, or expired), with
 * the reason the API's 401 gave (SESSION_END_REASONS), if any.
 */
export function useInvestorSession(onEnded: (reason?: string) => void): InvestorSessionState {
  const [state, setState] = useState<InvestorSessionState>({ status: 'checking' });
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onEndedRef.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    let stopped = false;
    let inFlight = false;
    let confirmed = false;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;

    function end(reason?: string) {
      if (stopped) return;
      stopped = true;
      // Revoked or expired: the rest of the site may still show the session as live.
      if (confirmed) announceSessionChange();
      onEndedRef.current(reason);
    }

    async function check() {
      if (stopped || inFlight) return;
      inFlight = true;
      const outcome = await getInvestorSession();
      inFlight = false;
      if (stopped) return;
      if (outcome.kind === 'network-error' && confirmed) {
        // The deck is already on screen and the API is merely unreachable (offline for a
        // moment): the next check decides, rather than throwing the investor out now.
        return;
      }
      if (outcome.kind === 'failed') {
        const { reason } = outcome.body;
        return end(typeof reason === 'string' ? reason : undefined);
      }
      if (outcome.kind !== 'ok') return end();
      const expiresAt = new Date(outcome.body.expiresAt);
      const remainingMs = expiresAt.getTime() - Date.now();
      if (!(remainingMs > 0)) return end();
      confirmed = true;
      clearTimeout(expiryTimer);
      expiryTimer = setTimeout(() => void check(), Math.min(remainingMs, MAX_TIMER_MS));
      setState((previous) =>
        previous.status === 'active' &&
        previous.investor.id === outcome.body.user.id &&
        // Staff may turn downloading off or on while the deck is open: the toolbar follows.
        previous.investor.downloadAllowed === outcome.body.user.downloadAllowed &&
        previous.expiresAt.getTime() === expiresAt.getTime()
          ? previous
          : { status: 'active', investor: outcome.body.user, expiresAt },
      );
    }

    function checkWhenVisible() {
      if (document.visibilityState === 'visible') void check();
    }

    void check();
    const interval = setInterval(checkWhenVisible, SESSION_RECHECK_INTERVAL_MS);
    window.addEventListener('focus', checkWhenVisible);
    document.addEventListener('visibilitychange', checkWhenVisible);
    return () => {
      stopped = true;
      clearInterval(interval);
      clearTimeout(expiryTimer);
      window.removeEventListener('focus', checkWhenVisible);
      document.removeEventListener('visibilitychange', checkWhenVisible);
    };
  }, []);

  return state;
}
