import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffIdentity } from '@gloh/contract/staff';
import {
  STAFF_NOTIFICATION_LABELS,
  STAFF_NOTIFICATION_MESSAGES,
  STAFF_NOTIFICATIONS_PATH,
  type StaffNotificationSettingsResponse,
} from '@gloh/contract/staff-notifications';
import { stubStaffApi, type StaffApiReply } from '@gloh/shared/testing/fetch-stub';
import NotificationSettingsPage from './notification-settings-page';

const IRA: StaffIdentity = {
  email: 'ira@gloh.example',
  name: 'Ira',
  roles: ['ir'],
  steppedUpAt: null,
};

const IR_SETTINGS: StaffNotificationSettingsResponse = {
  success: true,
  settings: { events: ['access-request'], revisitAfterDays: 14 },
  available: ['deck-first-open', 'deck-revisit', 'deck-finished', 'access-request'],
};

function stubSettings(
  put: (body: unknown) => StaffApiReply = (body) => ({
    body: { ...IR_SETTINGS, settings: body },
  }),
  initial: StaffNotificationSettingsResponse = IR_SETTINGS,
) {
  return stubStaffApi((call) => {
    if (call.url !== STAFF_NOTIFICATIONS_PATH) return undefined;
    return call.method === 'PUT' ? put(call.body) : { body: initial };
  });
}

async function showPage(staff: StaffIdentity = IRA) {
  const user = userEvent.setup();
  render(<NotificationSettingsPage staff={staff} />);
  await screen.findByRole('group', { name: 'Mail me when' });
  return user;
}

const checkbox = (event: keyof typeof STAFF_NOTIFICATION_LABELS) =>
  screen.getByRole('checkbox', { name: STAFF_NOTIFICATION_LABELS[event] });
const daysField = () =>
  screen.getByRole('spinbutton', { name: 'Days away before a return counts' });
const saveButton = () => screen.getByRole('button', { name: 'Save notification settings' });

describe('NotificationSettingsPage', () => {
  it('shows the events the member’s roles allow, ticked as saved, under its heading', async () => {
    stubSettings();
    await showPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Notifications | Gloh staff'));
    expect(screen.getByText('ira@gloh.example')).toBeVisible();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(checkbox('access-request')).toBeChecked();
    expect(checkbox('deck-first-open')).not.toBeChecked();
    expect(
      screen.queryByRole('checkbox', { name: STAFF_NOTIFICATION_LABELS['contact-message'] }),
    ).toBeNull();
    expect(daysField()).toHaveValue(14);
  });

  it('saves the ticked events and days by keyboard and announces it', async () => {
    const calls = stubSettings();
    const user = await showPage();
    await user.tab();
    expect(checkbox('deck-first-open')).toHaveFocus();
    await user.keyboard(' ');
    await user.click(checkbox('access-request'));
    await user.click(checkbox('deck-revisit'));
    await user.clear(daysField());
    await user.type(daysField(), '7');
    await user.click(saveButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(STAFF_NOTIFICATION_MESSAGES.saved),
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { events: ['deck-first-open', 'deck-revisit'], revisitAfterDays: 7 },
    ]);
  });

  it.each(['0', '366', '2.5', ''])(
    'refuses %j days beside the field, without calling the API',
    async (days) => {
      const calls = stubSettings();
      const user = await showPage();
      await user.clear(daysField());
      if (days) await user.type(daysField(), days);
      await user.click(saveButton());
      expect(daysField()).toHaveAccessibleDescription(
        expect.stringContaining(STAFF_NOTIFICATION_MESSAGES.revisitDaysField),
      );
      expect(daysField()).toHaveAttribute('aria-invalid', 'true');
      expect(daysField()).toHaveFocus();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    },
  );

  it('says what the API refused, as an alert', async () => {
    stubSettings(() => ({
      status: 400,
      body: { success: false, error: 'Your roles do not allow notifications of "deck-finished".' },
    }));
    const user = await showPage();
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your roles do not allow notifications of "deck-finished".',
    );
  });

  it('offers marketing only contact messages, without the days field', async () => {
    stubSettings(undefined, {
      success: true,
      settings: { events: [], revisitAfterDays: 14 },
      available: ['contact-message'],
    });
    await showPage({ ...IRA, roles: ['marketing'] });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(checkbox('contact-message')).not.toBeChecked();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('says when the settings could not be loaded and loads them again', async () => {
    let fail = true;
    stubStaffApi(() =>
      fail
        ? { status: 500, body: { success: false, error: 'Database down' } }
        : { body: IR_SETTINGS },
    );
    const user = userEvent.setup();
    render(<NotificationSettingsPage staff={IRA} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Mail me when' })).toBeVisible();
  });
});
