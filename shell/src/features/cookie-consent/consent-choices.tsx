import { useId } from 'react';
import { Link } from '@gloh/shared/router';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { ACCEPT_ALL, REJECT_ALL, type ConsentPreferences } from './consent-record';

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
    <div className="form-check form-switch mb-2">
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
      <button type="button" className="btn btn-primary btn-sm" onClick={() => onSave(ACCEPT_ALL)}>
        Accept All
      </button>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onSave(REJECT_ALL)}
      >
        Reject All
      </button>
      {customizing ? (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => onSave(preferences)}
        >
          Save Preferences
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-expanded={false}
          onClick={onCustomize}
        >
          Customize
        </button>
      )}
    </div>
  );
}
