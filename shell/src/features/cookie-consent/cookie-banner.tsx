import { useEffect, useId, useRef, useState } from 'react';
import { ConsentButtons, ConsentExplanation, ConsentSwitches } from './consent-choices';
import { DEFAULT_PREFERENCES, type ConsentPreferences } from './consent-record';
import { useBannerInset } from './use-banner-inset';
import { afterNextPaint } from '../../lib/after-next-paint';
import styles from './cookie-banner.module.css';

/**
 * The first visit's question: a non-modal dialog at the bottom of the screen, so the visitor may
 * read the page first (the preferences opened from the footer are a modal dialog instead).
 */
export function CookieBanner({
  onSave,
  onClose,
}: {
  onSave: (preferences: ConsentPreferences) => void;
  onClose: () => void;
}) {
  const [customizing, setCustomizing] = useState(false);
  const [preferences, setPreferences] = useState<ConsentPreferences>(DEFAULT_PREFERENCES);
  const titleId = useId();
  const descriptionId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  // Where keyboard focus came from when it entered the banner: it goes back there when the
  // banner closes, instead of falling to the top of the document.
  const focusOrigin = useRef<HTMLElement | null>(null);
  useBannerInset(bannerRef, true);

  // Runs a closing action, then gives focus back if it was in the banner: once the frame without
  // the banner has been painted, as focus() lays the page out again (the banner's button clicked
  // with a mouse has focus too, so this is every close, and in the frame before the paint that
  // layout held back the paint that answers the click).
  const thenRestoreFocus = (action: () => void) => () => {
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    action();
    if (!hadFocus) return;
    const origin = focusOrigin.current;
    const target = origin?.isConnected ? origin : document.getElementById('main-content');
    afterNextPaint(() => target?.focus());
  };
  const close = thenRestoreFocus(onClose);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const rememberOrigin = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !banner.contains(from)) focusOrigin.current = from;
    };
    // Escape closes the banner while focus is in it; the keys bubble up from its controls.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    banner.addEventListener('focusin', rememberOrigin);
    banner.addEventListener('keydown', closeOnEscape);
    return () => {
      banner.removeEventListener('focusin', rememberOrigin);
      banner.removeEventListener('keydown', closeOnEscape);
    };
  }, [close]);

  // "Customize" reveals the switches: focus moves to the first one that can change, once they
  // have been painted. focus() forces the page's style and layout; run in the click's task, that
  // work delayed the paint that answers the click (forced style and layout were most of its
  // latency at a phone's speed).
  useEffect(() => {
    if (!customizing) return;
    return afterNextPaint(() =>
      bannerRef.current?.querySelector<HTMLInputElement>('input:enabled')?.focus(),
    );
  }, [customizing]);

  return (
    // A non-modal dialog: the page stays usable behind it, and it takes focus only when asked to.
    <section
      ref={bannerRef}
      role="dialog"
      aria-modal="false"
      className={`${styles.cookieBanner} shadow-lg`}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <div className="d-flex justify-content-between align-items-start gap-2">
        <h2 id={titleId} className="h6 mb-2">
          We value your privacy
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label="Close cookie banner"
          onClick={close}
        />
      </div>
      <ConsentExplanation id={descriptionId} />
      {customizing && <ConsentSwitches preferences={preferences} onChange={setPreferences} />}
      <ConsentButtons
        preferences={preferences}
        customizing={customizing}
        onCustomize={() => setCustomizing(true)}
        onSave={(choice) => thenRestoreFocus(() => onSave(choice))()}
      />
    </section>
  );
}
