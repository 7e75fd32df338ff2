import { useId, useState, type FormEvent } from 'react';
import {
  isRevisitDays,
  REVISIT_AFTER_DAYS,
  STAFF_NOTIFICATION_LABELS,
  STAFF_NOTIFICATION_MESSAGES,
  type StaffNotificationEvent,
  type StaffNotificationSettings,
} from '@gloh/contract/staff-notifications';

/**
 * One checkbox per event the member's roles allow, and the days away that make a return worth a
 * mail. Submits only a valid choice; a bad number of days is said beside the field.
 */
export function NotificationSettingsForm({
  settings,
  available,
  saving,
  onSave,
}: {
  settings: StaffNotificationSettings;
  available: readonly StaffNotificationEvent[];
  saving: boolean;
  onSave: (settings: StaffNotificationSettings) => void;
}) {
  const id = useId();
  const [events, setEvents] = useState<StaffNotificationEvent[]>(settings.events);
  const [days, setDays] = useState(String(settings.revisitAfterDays));
  const [daysError, setDaysError] = useState<string | null>(null);
  const daysId = `${id}-days`;

  function toggle(event: StaffNotificationEvent, on: boolean) {
    setEvents(available.filter((e) => (e === event ? on : events.includes(e))));
  }

  function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (saving) return;
    const revisitAfterDays = Number(days.trim());
    if (days.trim() === '' || !isRevisitDays(revisitAfterDays)) {
      setDaysError(STAFF_NOTIFICATION_MESSAGES.revisitDaysField);
      document.getElementById(daysId)?.focus();
      return;
    }
    setDaysError(null);
    onSave({ events, revisitAfterDays });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="d-flex flex-column gap-3">
      <fieldset>
        <legend className="h5">Mail me when</legend>
        {available.map((event) => (
          <div key={event} className="form-check">
            <input
              id={`${id}-${event}`}
              type="checkbox"
              className="form-check-input"
              checked={events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            <label htmlFor={`${id}-${event}`} className="form-check-label">
              {STAFF_NOTIFICATION_LABELS[event]}
            </label>
          </div>
        ))}
      </fieldset>
      {available.includes('deck-revisit') && (
        <div>
          <label htmlFor={daysId} className="form-label">
            Days away before a return counts
          </label>
          {/* A few digits wide, but never wider than the phone's screen. */}
          <div className="row">
            <div className="col-6 col-sm-4 col-lg-2">
              <input
                id={daysId}
                type="number"
                inputMode="numeric"
                min={REVISIT_AFTER_DAYS.min}
                max={REVISIT_AFTER_DAYS.max}
                step={1}
                className={`form-control${daysError ? ' is-invalid' : ''}`}
                value={days}
                onChange={(change) => setDays(change.target.value)}
                aria-invalid={daysError !== null}
                aria-describedby={`${daysId}-hint${daysError ? ` ${daysId}-error` : ''}`}
              />
            </div>
          </div>
          <div id={`${daysId}-hint`} className="form-text">
            For “comes back to the deck”: days since the investor’s previous visit (
            {REVISIT_AFTER_DAYS.min}–{REVISIT_AFTER_DAYS.max}).
          </div>
          {daysError && (
            <div id={`${daysId}-error`} className="invalid-feedback d-block">
              {daysError}
            </div>
          )}
        </div>
      )}
      <div>
        {/* aria-disabled rather than disabled: saving must not take the focus off the button. */}
        <button
          type="submit"
          className={`btn btn-primary${saving ? ' disabled' : ''}`}
          aria-disabled={saving}
        >
          {saving ? 'Saving…' : 'Save notification settings'}
        </button>
      </div>
    </form>
  );
}
