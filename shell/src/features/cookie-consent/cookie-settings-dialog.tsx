import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { ConsentButtons, ConsentExplanation, ConsentSwitches } from './consent-choices';
import type { ConsentPreferences } from './consent-record';
import styles from './cookie-banner.module.css';

/**
 * "Cookie settings" from the footer: a modal dialog (the browser's own, so the rest of the page is
 * inert and Escape closes it) that starts from the visitor's current choices and gives focus back
 * to the control that opened it.
 */
export function CookieSettingsDialog({
  initial,
  opener,
  onSave,
  onClose,
}: {
  initial: ConsentPreferences;
  opener: HTMLElement | null;
  onSave: (preferences: ConsentPreferences) => void;
  onClose: () => void;
}) {
  const [preferences, setPreferences] = useState<ConsentPreferences>(initial);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    return () => {
      dialog.close();
      // After the dialog is gone, so nothing takes focus away again.
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  const cancel = (event: SyntheticEvent) => {
    // Escape: unmount through React rather than leave a closed dialog in the tree.
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.cookieSettings}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={cancel}
    >
      <div className="d-flex justify-content-between align-items-start gap-2">
        <h2 id={titleId} className="h5 mb-2">
          Cookie settings
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label="Close cookie settings"
          onClick={onClose}
        />
      </div>
      <div id={descriptionId}>
        <ConsentExplanation />
      </div>
      <ConsentSwitches preferences={preferences} onChange={setPreferences} />
      <ConsentButtons preferences={preferences} customizing onSave={onSave} />
    </dialog>
  );
}
