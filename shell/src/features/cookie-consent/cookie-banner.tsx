import { useEffect, useId, useRef, useState } from 'react';
import { ConsentButtons, ConsentExplanation, ConsentSwitches } from './consent-choices';
import { DEFAULT_PREFERENCES, type ConsentPreferences } from './consent-record';
import { useBannerInset } from './use-banner-inset';
import styles from './cookie-banner.module.css';

/**
 * The first visit's question: a non-modal region at the bottom of the screen, so the visitor may
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
  const bannerRef = useRef<HTMLElement>(null);
  useBannerInset(bannerRef, true);

  // Escape closes the banner while focus is in it. A DOM listener: the region is no control of
  // its own, the keys reach it by bubbling from its buttons and switches.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    banner.addEventListener('keydown', closeOnEscape);
    return () => banner.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <section
      ref={bannerRef}
      className={`${styles.cookieBanner} shadow-lg`}
      aria-labelledby={titleId}
    >
      <div className="d-flex justify-content-between align-items-start gap-2">
        <h2 id={titleId} className="h6 mb-2">
          We value your privacy
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label="Close cookie banner"
          onClick={onClose}
        />
      </div>
      <ConsentExplanation />
      {customizing && <ConsentSwitches preferences={preferences} onChange={setPreferences} />}
      <ConsentButtons
        preferences={preferences}
        customizing={customizing}
        onCustomize={() => setCustomizing(true)}
        onSave={onSave}
      />
    </section>
  );
}
