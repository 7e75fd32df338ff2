import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '@gloh/contract/staff';
import { MemoryRouter, Route, Routes } from '@gloh/shared/router';
import { enrollPasskey, fetchEnrollmentAccount } from './staff-api';
import { StaffEnrollPage } from './staff-enroll-page';

// The passkey ceremony needs a browser's authenticator: the e2e suite runs it with Chromium's
// virtual one. Here the API's answers are given.
jest.mock('./staff-api', () => ({
  fetchEnrollmentAccount: jest.fn(),
  enrollPasskey: jest.fn(),
}));
const accountMock = fetchEnrollmentAccount as jest.MockedFunction<typeof fetchEnrollmentAccount>;
const enrollMock = enrollPasskey as jest.MockedFunction<typeof enrollPasskey>;

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/staff/enroll" element={<StaffEnrollPage />} />
        <Route path="/staff" element={<h1>Console</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.resetAllMocks());

it('names the account the link sets up before any passkey is made', async () => {
  accountMock.mockResolvedValue({
    kind: 'ok',
    status: 200,
    body: {
      success: true,
      email: 'ada@gloh.example',
      name: 'Ada Lovelace',
      roles: ['ir', 'admin'],
    },
  } as Awaited<ReturnType<typeof fetchEnrollmentAccount>>);
  enrollMock.mockResolvedValue({ kind: 'failed', message: 'No passkey was used: cancelled' });
  renderAt('/staff/enroll?token=abc');

  expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation…');
  expect(await screen.findByText(/^This sets up the staff account of/)).toHaveTextContent(
    'This sets up the staff account of Ada Lovelace (ada@gloh.example), with the roles Investor relations, Admin. Not you?',
  );
  expect(accountMock).toHaveBeenCalledWith('abc');
  expect(enrollMock).not.toHaveBeenCalled();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Create a passkey' }));
  expect(enrollMock).toHaveBeenCalledWith('abc');
  expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was used: cancelled');
});

it('says at once that a spent or expired link cannot be used, and offers nothing to create', async () => {
  accountMock.mockResolvedValue({
    kind: 'failed',
    status: 400,
    body: { success: false, error: STAFF_MESSAGES.invalidInvitation },
  } as Awaited<ReturnType<typeof fetchEnrollmentAccount>>);
  renderAt('/staff/enroll?token=spent');

  expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.invalidInvitation);
  expect(screen.queryByRole('button', { name: 'Create a passkey' })).toBeNull();
});

it('without a token, asks for the link from the mail and checks nothing', () => {
  renderAt('/staff/enroll');
  expect(screen.getByText(/needs the link from your invitation mail/)).toBeVisible();
  expect(accountMock).not.toHaveBeenCalled();
});
