import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_API_PATHS,
  STAFF_DENIAL_REASONS,
  STAFF_INVITE_RULES,
  STAFF_MESSAGES,
  staffApiPath,
  type StaffMemberSummary,
} from '@gloh/contract/staff';
import { onStaffStepUpRequest } from '@gloh/staff-ui/api-client';
import { testMailReceipt, testMailReveal } from '@gloh/staff-ui/testing/mail-receipts';
import {
  stubStaffApi,
  testStaffMember,
  type StaffApiCall,
  type StaffApiReply,
} from '@gloh/shared/testing/fetch-stub';
import { STAFF_OPS_API_PATHS } from '@gloh/contract/staff-ops';
import { CHOOSE_A_ROLE } from './role-checkboxes';
import StaffAccountsPage from './staff-accounts-page';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const RITA_ID = '22222222-2222-4222-8222-222222222222';
const PASSKEY_ID = '33333333-3333-4333-8333-333333333333';
const GRACE_ID = '55555555-5555-4555-8555-555555555555';
const DAN_ID = '66666666-6666-4666-8666-666666666666';

const me = testStaffMember(['admin']);

const ada: StaffMemberSummary = {
  id: ADMIN_ID,
  email: 'ada@gloh.example',
  name: 'Ada Lovelace',
  roles: ['admin'],
  status: 'active',
  createdAt: '2026-01-05T09:00:00Z',
  disabledAt: null,
  invitationPending: false,
  passkeys: [
    {
      id: PASSKEY_ID,
      transports: ['internal'],
      createdAt: '2026-01-05T09:10:00Z',
      lastUsedAt: null,
    },
  ],
};

const rita: StaffMemberSummary = {
  id: RITA_ID,
  email: 'rita@gloh.example',
  name: 'Rita',
  roles: ['ir'],
  status: 'active',
  createdAt: '2026-02-01T09:00:00Z',
  disabledAt: null,
  invitationPending: true,
  passkeys: [],
};

const grace: StaffMemberSummary = {
  ...ada,
  id: GRACE_ID,
  email: 'grace@gloh.example',
  name: 'Grace Hopper',
  passkeys: [{ ...ada.passkeys[0]!, id: '77777777-7777-4777-8777-777777777777' }],
};

const dan: StaffMemberSummary = {
  ...rita,
  id: DAN_ID,
  email: 'dan@gloh.example',
  name: 'Dan',
  status: 'disabled',
  disabledAt: '2026-02-10T09:00:00Z',
  invitationPending: false,
  passkeys: grace.passkeys,
};

/** The API as the page sees it: the list, and `change` for everything else. */
function stubMembers(change: (call: StaffApiCall) => StaffApiReply | undefined = () => undefined) {
  return stubStaffApi((call) =>
    call.method === 'GET' && call.url === STAFF_API_PATHS.members
      ? { body: { success: true, members: [ada, rita, grace, dan] } }
      : change(call),
  );
}

/** Answers a reinvite of `member` with the receipt of a mail in the given delivery state. */
const reinvited = (member: StaffMemberSummary, mail = testMailReceipt('ok')) => ({
  body: { success: true, member: { ...member, status: 'active', passkeys: [] }, mail },
});

async function renderPage() {
  render(<StaffAccountsPage staff={me} />);
  await screen.findByRole('cell', { name: 'rita@gloh.example' });
}

function rowOf(email: string) {
  return screen.getByRole('cell', { name: email }).closest('tr')!;
}

/** Fills the invite form with an email and the admin role, and sends it. */
async function inviteAdmin(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(
    within(screen.getByRole('group', { name: 'Roles' })).getByRole('checkbox', { name: 'Admin' }),
  );
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
}

const changes = (calls: StaffApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('StaffAccountsPage', () => {
  it('lists every member with roles, status, passkeys and a pending invitation', async () => {
    stubMembers();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Staff accounts | Gloh staff'));

    const ritaRow = within(rowOf('rita@gloh.example'));
    expect(ritaRow.getByRole('checkbox', { name: 'Investor relations' })).toBeChecked();
    expect(ritaRow.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
    expect(ritaRow.getByText('Active')).toBeVisible();
    expect(ritaRow.getByText('0 passkeys')).toBeVisible();
    expect(ritaRow.getByRole('cell', { name: 'Yes' })).toBeVisible();

    const graceRow = within(rowOf('grace@gloh.example'));
    expect(graceRow.getByText('1 passkey')).toBeVisible();
    expect(
      graceRow.getByRole('button', { name: /^Remove passkey created .+ from Grace Hopper$/ }),
    ).toBeVisible();
    expect(graceRow.getByRole('button', { name: 'Disable Grace Hopper' })).toBeVisible();
    expect(graceRow.getByRole('cell', { name: 'No' })).toBeVisible();
  });

  it('offers neither disabling nor removing a passkey on the signed-in member’s own row', async () => {
    stubMembers();
    await renderPage();
    const adaRow = within(rowOf('ada@gloh.example'));
    expect(adaRow.getByText('1 passkey')).toBeVisible();
    expect(adaRow.getByText('(you)', { exact: false })).toBeVisible();
    expect(adaRow.getByText('You')).toBeVisible();
    expect(adaRow.queryByRole('button', { name: /Remove passkey/ })).toBeNull();
    expect(adaRow.queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(adaRow.getByRole('button', { name: 'Invite again: ada@gloh.example' })).toBeVisible();
  });

  it('invites with the fields trimmed and the roles ticked, then says so', async () => {
    const neo: StaffMemberSummary = {
      ...rita,
      id: '44444444-4444-4444-8444-444444444444',
      email: 'neo@gloh.example',
      name: 'Neo',
      roles: ['ir', 'marketing'],
    };
    const calls = stubMembers((call) =>
      call.method === 'POST' && call.url === STAFF_API_PATHS.members
        ? { body: { success: true, member: neo } }
        : undefined,
    );
    const user = userEvent.setup();
    await renderPage();

    await user.type(screen.getByLabelText('Email'), ' Neo@Gloh.Example ');
    await user.type(screen.getByLabelText('Name'), 'Neo');
    const roles = within(screen.getByRole('group', { name: 'Roles' }));
    await user.click(roles.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(roles.getByRole('checkbox', { name: 'Investor relations' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to neo@gloh.example.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        url: STAFF_API_PATHS.members,
        body: { email: 'Neo@Gloh.Example', name: 'Neo', roles: ['ir', 'marketing'] },
      },
    ]);
    expect(screen.getByRole('cell', { name: 'neo@gloh.example' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('checks the invitation by the contract’s rules before sending it', async () => {
    const calls = stubMembers();
    const user = userEvent.setup();
    await renderPage();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText(STAFF_INVITE_RULES.email.requiredMessage)).toBeVisible();
    expect(screen.getByText(CHOOSE_A_ROLE)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText(STAFF_INVITE_RULES.email.format!.message)).toBeVisible();
    expect(changes(calls)).toEqual([]);
  });

  it('sends the invitation without a name when none is given', async () => {
    const calls = stubMembers((call) =>
      call.method === 'POST' ? { body: { success: true, member: rita } } : undefined,
    );
    const user = userEvent.setup();
    await renderPage();
    await inviteAdmin(user, 'rita@gloh.example');
    await screen.findByText('Invitation sent to rita@gloh.example.');
    expect(changes(calls)[0]!.body).toEqual({ email: 'rita@gloh.example', roles: ['admin'] });
  });

  it('saves a member’s roles', async () => {
    const rolesPath = staffApiPath(STAFF_API_PATHS.memberRoles, { id: RITA_ID });
    const calls = stubMembers((call) =>
      call.method === 'PUT' && call.url === rolesPath
        ? { body: { success: true, member: { ...rita, roles: ['ir', 'marketing'] } } }
        : undefined,
    );
    const user = userEvent.setup();
    await renderPage();

    const row = within(rowOf('rita@gloh.example'));
    expect(row.getByRole('button', { name: 'Save roles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(row.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(row.getByRole('button', { name: 'Save roles' }));

    expect(await screen.findByText('Roles of Rita saved.')).toHaveAttribute('role', 'status');
    expect(changes(calls)).toEqual([
      { method: 'PUT', url: rolesPath, body: { roles: ['ir', 'marketing'] } },
    ]);
    expect(row.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    expect(row.getByRole('button', { name: 'Save roles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('disables a member after the step-up the API asks for', async () => {
    const disablePath = staffApiPath(STAFF_API_PATHS.memberDisable, { id: RITA_ID });
    let steppedUp = false;
    const calls = stubMembers((call) => {
      if (call.method !== 'POST' || call.url !== disablePath) return undefined;
      return steppedUp
        ? { body: { success: true, member: { ...rita, status: 'disabled' } } }
        : {
            status: 403,
            body: {
              success: false,
              error: STAFF_MESSAGES.stepUpRequired,
              reason: STAFF_DENIAL_REASONS.stepUpRequired,
            },
          };
    });
    const stopListening = onStaffStepUpRequest(async () => (steppedUp = true));
    try {
      const user = userEvent.setup();
      await renderPage();
      await user.click(screen.getByRole('button', { name: 'Disable Rita' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Disable Rita?' }));
      expect(dialog.getByText(/rita@gloh\.example is signed out everywhere/)).toBeVisible();
      await user.click(dialog.getByRole('button', { name: 'Disable' }));

      expect(
        await screen.findByText('Rita is disabled and signed out everywhere.'),
      ).toHaveAttribute('role', 'status');
      expect(changes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
        `POST ${disablePath}`,
        `POST ${disablePath}`,
      ]);
      const row = within(rowOf('rita@gloh.example'));
      expect(row.getByText('Disabled')).toBeVisible();
      expect(row.queryByRole('button', { name: 'Disable Rita' })).toBeNull();
    } finally {
      stopListening();
    }
  });

  it('asks before disabling, and Cancel changes nothing', async () => {
    const calls = stubMembers();
    const user = userEvent.setup();
    await renderPage();
    const disable = screen.getByRole('button', { name: 'Disable Grace Hopper' });
    await user.click(disable);
    const dialog = await screen.findByRole('dialog', { name: 'Disable Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([]);
    expect(within(rowOf('grace@gloh.example')).getByText('Active')).toBeVisible();
    expect(disable).toHaveFocus();
  });

  it('shows the API’s refusal, such as disabling an account another admin just disabled', async () => {
    stubMembers((call) =>
      call.url === staffApiPath(STAFF_API_PATHS.memberDisable, { id: GRACE_ID })
        ? { status: 409, body: { success: false, error: STAFF_MESSAGES.alreadyDisabled } }
        : undefined,
    );
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Disable Grace Hopper' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disable Grace Hopper?' })).getByRole(
        'button',
        { name: 'Disable' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.alreadyDisabled);
    expect(within(rowOf('grace@gloh.example')).getByText('Active')).toBeVisible();
  });

  it('invites a member again and removes a passkey', async () => {
    const reinvitePath = staffApiPath(STAFF_API_PATHS.memberReinvite, { id: RITA_ID });
    const passkeyPath = staffApiPath(STAFF_API_PATHS.memberPasskey, {
      id: GRACE_ID,
      passkeyId: grace.passkeys[0]!.id,
    });
    const calls = stubMembers((call) => {
      if (call.method === 'POST' && call.url === reinvitePath) return reinvited(rita);
      if (call.method === 'DELETE' && call.url === passkeyPath)
        return { body: { success: true, member: { ...grace, passkeys: [] } } };
      return undefined;
    });
    const user = userEvent.setup();
    await renderPage();

    await user.click(screen.getByRole('button', { name: 'Invite again: rita@gloh.example' }));
    expect(await screen.findByText('Invitation sent to rita@gloh.example.')).toBeVisible();

    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Remove passkey created .+ Grace/ }));
    expect(await screen.findByText('Passkey removed from Grace Hopper.')).toBeVisible();
    expect(within(rowOf('grace@gloh.example')).getByText('0 passkeys')).toBeVisible();
    expect(changes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${reinvitePath}`,
      `DELETE ${passkeyPath}`,
    ]);
  });

  it('says an invitation is only queued when mail is not configured, and reveals its link once', async () => {
    const receipt = testMailReceipt('not-configured');
    const reinvitePath = staffApiPath(STAFF_API_PATHS.memberReinvite, { id: RITA_ID });
    const revealPath = STAFF_OPS_API_PATHS.mailReveal.replace(':id', receipt.id);
    const link = 'https://gloh.example/staff/enroll?token=abc';
    const calls = stubMembers((call) => {
      if (call.url === reinvitePath) return reinvited(rita, receipt);
      if (call.url === revealPath) return testMailReveal(receipt, rita.email, 'invite-link', link);
      return undefined;
    });
    const user = userEvent.setup();
    await renderPage();

    await user.click(screen.getByRole('button', { name: 'Invite again: rita@gloh.example' }));
    expect(
      await screen.findByText(
        'The invitation for rita@gloh.example is queued — mail is not configured on this server.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Invitation sent/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal it once to pass it on' }));
    expect(await screen.findByLabelText('The invite link')).toHaveTextContent(link);
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
    expect(changes(calls).map((call) => call.url)).toEqual([reinvitePath, revealPath]);
  });

  it('says an invitation from the form waits while delivery fails, and offers the reveal', async () => {
    stubMembers((call) =>
      call.method === 'POST' && call.url === STAFF_API_PATHS.members
        ? reinvited(rita, testMailReceipt('failing', 'connect ECONNREFUSED 127.0.0.1:25'))
        : undefined,
    );
    const user = userEvent.setup();
    await renderPage();
    await inviteAdmin(user, 'rita@gloh.example');
    expect(
      await screen.findByText(
        'The invitation for rita@gloh.example is queued — delivery failing: connect ECONNREFUSED 127.0.0.1:25.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Reveal it once to pass it on' })).toBeVisible();
  });

  it('asks before re-enabling a disabled member, whose old passkeys go', async () => {
    const reinvitePath = staffApiPath(STAFF_API_PATHS.memberReinvite, { id: DAN_ID });
    const calls = stubMembers((call) => (call.url === reinvitePath ? reinvited(dan) : undefined));
    const user = userEvent.setup();
    await renderPage();

    const inviteAgain = screen.getByRole('button', { name: 'Invite again: dan@gloh.example' });
    await user.click(inviteAgain);
    let dialog = await screen.findByRole('dialog', { name: 'Re-enable Dan?' });
    expect(dialog).toHaveTextContent(
      'Their old passkeys will be removed; they set up a new one from the invite.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([]);

    await user.click(inviteAgain);
    dialog = await screen.findByRole('dialog', { name: 'Re-enable Dan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Re-enable and invite' }));
    expect(await screen.findByText('Invitation sent to dan@gloh.example.')).toBeVisible();
    expect(changes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${reinvitePath}`,
    ]);
    const row = within(rowOf('dan@gloh.example'));
    expect(row.getByText('Active')).toBeVisible();
    expect(row.getByText('0 passkeys')).toBeVisible();
  });

  it('asks before the invite form re-enables a disabled member', async () => {
    const calls = stubMembers((call) =>
      call.method === 'POST' && call.url === STAFF_API_PATHS.members ? reinvited(dan) : undefined,
    );
    const user = userEvent.setup();
    await renderPage();
    await inviteAdmin(user, ' Dan@Gloh.Example');
    const dialog = await screen.findByRole('dialog', { name: 'Re-enable Dan?' });
    expect(changes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Re-enable and invite' }));
    expect(await screen.findByText('Invitation sent to dan@gloh.example.')).toBeVisible();
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        url: STAFF_API_PATHS.members,
        body: { email: 'Dan@Gloh.Example', roles: ['admin'] },
      },
    ]);
  });
});
