import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@gloh/shared/router';
import { getHref } from '@gloh/shared/routes';
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  createConsentRecord,
  DEFAULT_PREFERENCES,
  readStoredConsent,
  REJECT_ALL,
  storeConsent,
  type ConsentPreferences,
} from './consent-record';
import { useBannerInset } from './use-banner-inset';
import styles from './cookie-banner.module.css';

interface ConsentSwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function ConsentSwitch({ id, label, checked, onChange }: ConsentSwitchProps) {
  return (
    <div className="form-check form-switch">
      <input
        className="form-check-input"
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [customizing, setCustomizing] = useState(false);
  const [preferences, setPreferences] = useState<ConsentPreferences>(DEFAULT_PREFERENCES);
  const titleId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  useBannerInset(bannerRef, visible);

  useEffect(() => {
    if (readStoredConsent()) return;
    const timer = window.setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const save = (chosen: ConsentPreferences) => {
    storeConsent(createConsentRecord(chosen));
    setVisible(false);
  };

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
          onClick={() => setVisible(false)}
        />
      </div>
      <p className="small mb-3">
        We use essential cookies to run this site and, with your consent, analytics and marketing
        cookies. Read our <Link to={getHref('privacy')}>Privacy Policy</Link>.
      </p>
      {customizing && (
        <fieldset className="mb-3">
          <legend className="visually-hidden">Cookie preferences</legend>
          <div className="form-check form-switch">
            <input
              className="form-check-input"
              type="checkbox"
              id="consent-essential"
              checked
              disabled
            />
            <label className="form-check-label" htmlFor="consent-essential">
              Essential (always on)
            </label>
          </div>
          <ConsentSwitch
            id="consent-analytics"
            label="Analytics"
            checked={preferences.analytics}
            onChange={(analytics) => setPreferences({ ...preferences, analytics })}
          />
          <ConsentSwitch
            id="consent-marketing"
            label="Marketing"
            checked={preferences.marketing}
            onChange={(marketing) => setPreferences({ ...preferences, marketing })}
          />
        </fieldset>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => save(ACCEPT_ALL)}>
          Accept All
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => save(REJECT_ALL)}
        >
          Reject All
        </button>
        {customizing ? (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => save(preferences)}
          >
            Save Preferences
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-expanded={false}
            onClick={() => setCustomizing(true)}
          >
            Customize
          </button>
        )}
      </div>
    </section>
  );
}
