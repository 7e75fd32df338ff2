import { Suspense, useEffect, useState } from 'react';
import { useLocation } from '@gloh/shared/router';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { BANNER_DELAY_MS, DEFAULT_PREFERENCES, type ConsentPreferences } from './consent-record';
import { currentConsent, onCookieSettingsRequest, saveConsent } from './consent-store';
import { CookieBanner, CookieSettingsDialog } from './consent-ui';

type View = { kind: 'none' } | { kind: 'banner' } | { kind: 'dialog'; opener: HTMLElement | null };

/**
 * Asks for consent on a first visit (after 1 s, when `askOnFirstVisit`: the
 * `cookieBanner` flag) and whenever the visitor opens "Cookie settings" in the footer.
 */
export function CookieConsent({ askOnFirstVisit }: { askOnFirstVisit: boolean }) {
  const { consentVersion } = useSiteConfig();
  const [view, setView] = useState<View>({ kind: 'none' });
  const { pathname } = useLocation();

  // The dialog's Privacy Policy link leaves the page: the dialog goes with it (the banner stays).
  useEffect(
    () => setView((shown) => (shown.kind === 'dialog' ? { kind: 'none' } : shown)),
    [pathname],
  );

  useEffect(() => onCookieSettingsRequest((opener) => setView({ kind: 'dialog', opener })), []);

  useEffect(() => {
    if (!askOnFirstVisit || currentConsent(consentVersion)) return;
    const timer = window.setTimeout(
      // Unless the visitor opened the settings meanwhile.
      () => setView((shown) => (shown.kind === 'none' ? { kind: 'banner' } : shown)),
      BANNER_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [askOnFirstVisit, consentVersion]);

  const close = () => setView({ kind: 'none' });
  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences, consentVersion);
    close();
  };

  // Each is downloaded when first shown (consent-ui.ts); nothing shows meanwhile.
  if (view.kind === 'banner') {
    return (
      <Suspense fallback={null}>
        <CookieBanner onSave={save} onClose={close} />
      </Suspense>
    );
  }
  if (view.kind === 'dialog') {
    return (
      <Suspense fallback={null}>
        <CookieSettingsDialog
          initial={currentConsent(consentVersion)?.preferences ?? DEFAULT_PREFERENCES}
          opener={view.opener}
          onSave={save}
          onClose={close}
        />
      </Suspense>
    );
  }
  return null;
}
