import { useCallback, useEffect, useState } from 'react';
import {
  STAFF_NOTIFICATION_MESSAGES,
  STAFF_NOTIFICATIONS_PAGE,
  type StaffNotificationSettings,
  type StaffNotificationSettingsResponse,
} from '@gloh/contract/staff-notifications';
import {
  StaffActionNotice,
  staffActionRefusal,
  type StaffActionOutcome,
} from '@gloh/staff-ui/action-notice';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import type { StaffPageProps } from '@gloh/staff-ui/pages';
import { ListLoadError } from '../list-load-error';
import { StaffAdminPage } from '../staff-admin-page';
import { fetchNotificationSettings, saveNotificationSettings } from './notification-settings-api';
import { NotificationSettingsForm } from './notification-settings-form';

const LOAD_FAILED = 'Your notification settings could not be loaded.';
const SAVE_FAILED = 'Your notification settings could not be saved.';

/** Every member chooses which events mail them, among those their roles may see. */
export default function NotificationSettingsPage({ staff }: StaffPageProps) {
  const [loaded, setLoaded] = useState<StaffNotificationSettingsResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<StaffActionOutcome>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    const answer = await fetchNotificationSettings();
    if (answer.kind === 'ok') setLoaded(answer.body);
    else setLoadError(staffFailureMessage(answer, LOAD_FAILED));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(settings: StaffNotificationSettings) {
    setSaving(true);
    setOutcome(null);
    const answer = await saveNotificationSettings(settings);
    setSaving(false);
    if (answer.kind === 'ok') {
      setLoaded(answer.body);
      setOutcome({ kind: 'done', text: STAFF_NOTIFICATION_MESSAGES.saved });
    } else setOutcome(staffActionRefusal(answer, SAVE_FAILED));
  }

  return (
    <StaffAdminPage title={STAFF_NOTIFICATIONS_PAGE.title}>
      <p>
        Choose what the site mails you about at <strong>{staff.email}</strong>. Each mail links to
        the page in this console.
      </p>
      <ListLoadError error={loadError} onRetry={() => void load()} />
      {loaded === null ? (
        loadError === null && <p aria-live="polite">Loading…</p>
      ) : loaded.available.length === 0 ? (
        <p>Your roles have no events to be mailed about.</p>
      ) : (
        <NotificationSettingsForm
          settings={loaded.settings}
          available={loaded.available}
          saving={saving}
          onSave={(settings) => void save(settings)}
        />
      )}
      <div className="mt-3">
        <StaffActionNotice outcome={outcome} />
      </div>
    </StaffAdminPage>
  );
}
