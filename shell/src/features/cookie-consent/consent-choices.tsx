import { useId, type ReactNode } from 'react';
import { Link } from '@gloh/shared/router';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { ACCEPT_ALL, REJECT_ALL, type ConsentPreferences } from './consent-record';
import styles from './consent-choices.module.css';

interface ConsentSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function ConsentSwitch({ label, description, checked, disabled, onChange }: ConsentSwitchProps) {
  const id = useId();
  return (
    <div className={`form-check form-switch mb-2 ${styles.consentSwitch}`}>
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-description`} className="form-text mt-0">
        {description}
      </div>
    </div>
  );
}

/**
 * What the banner and the preferences dialog say: no promise of code the site does not run. One
 * short sentence (the switches and the Privacy Policy give the details): the banner appears a
 * second after the page, and a notice whose text outsizes the page's own becomes the page's
 * largest paint, for every first visit.
 */
export function ConsentExplanation({ id }: { id?: string }) {
  return (
    <>
      <p id={id} className="small mb-1">
        We use essential cookies and, if you allow it, cookie-free analytics.
      </p>
      <p className="small mb-3">
        <Link to={SITE_LINKS.privacy}>Privacy Policy</Link>
      </p>
    </>
  );
}

export function ConsentSwitches({
  preferences,
  onChange,
}: {
  preferences: ConsentPreferences;
  onChange: (preferences: ConsentPreferences) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="visually-hidden">Cookie preferences</legend>
      <ConsentSwitch
        label="Essential (always on)"
        description="The consent cookie and, for investors, the login session."
        checked
        disabled
      />
      <ConsentSwitch
        label="Analytics"
        description="Page views counted on our own server, without cookies."
        checked={preferences.analytics}
        onChange={(analytics) => onChange({ ...preferences, analytics })}
      />
      <ConsentSwitch
        label="Marketing"
        description="None in use today; this choice applies if we ever add any."
        checked={preferences.marketing}
        onChange={(marketing) => onChange({ ...preferences, marketing })}
      />
    </fieldset>
  );
}

/** One of the small buttons under the choices; `expanded` where it opens more of them. */
function ConsentButton({
  variant,
  expanded,
  onClick,
  children,
}: {
  variant: 'btn-primary' | 'btn-outline-primary' | 'btn-outline-secondary';
  expanded?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn ${variant} btn-sm`}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function ConsentButtons({
  onSave,
  preferences,
  customizing,
  onCustomize,
}: {
  onSave: (preferences: ConsentPreferences) => void;
  preferences: ConsentPreferences;
  customizing: boolean;
  onCustomize?: () => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <ConsentButton variant="btn-primary" onClick={() => onSave(ACCEPT_ALL)}>
        Accept All
      </ConsentButton>
      <ConsentButton variant="btn-outline-primary" onClick={() => onSave(REJECT_ALL)}>
        Reject All
      </ConsentButton>
      {customizing ? (
        <ConsentButton variant="btn-outline-secondary" onClick={() => onSave(preferences)}>
          Save Preferences
        </ConsentButton>
      ) : (
        <ConsentButton variant="btn-outline-secondary" expanded={false} onClick={onCustomize}>
          Customize
        </ConsentButton>
      )}
    </div>
  );
}
