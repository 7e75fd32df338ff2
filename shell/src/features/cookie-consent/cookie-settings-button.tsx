import { openCookieSettings } from './consent-store';
import { preloadConsentUi } from './consent-ui';

/**
 * In the footer of every page, so consent is withdrawn as easily as it was given. A button, not a
 * link: it opens a dialog and goes nowhere.
 */
export function CookieSettingsButton() {
  return (
    <button
      type="button"
      className="btn btn-link border-0 rounded-0 text-start align-baseline"
      onPointerEnter={preloadConsentUi}
      onFocus={preloadConsentUi}
      onClick={(event) => openCookieSettings(event.currentTarget)}
    >
      Cookie settings
    </button>
  );
}
