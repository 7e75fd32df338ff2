import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@gloh/contract/staff';
import { MemoryRouter } from '@gloh/shared/router';
import { stubStaffApi, type StaffApiCall } from '@gloh/shared/testing/fetch-stub';
import type { StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { StaffOverviewFigures } from './staff-overview-figures';

const page = (path: string, roles: StaffRole[]): StaffPageDeclaration => ({
  path,
  title: path,
  roles,
  load: async () => ({ default: () => null }),
});
const PAGES = [
  page('ir/access-requests', ['ir', 'admin']),
  page('ir/investors', ['ir', 'admin']),
  page('marketing/contact-messages', ['marketing', 'admin']),
  page('admin/mail-outbox', ['admin']),
];

const COUNTS = { 'access-requests': 3, 'contact-messages': 5, 'mail-outbox': 2 };

/** The API as the figures see it: the counts for the roles, investors' figures and the mail. */
function api(roles: StaffRole[], { investorsFail = false } = {}) {
  return stubStaffApi((call: StaffApiCall) => {
    if (call.url === '/api/staff/counts') {
      const counts = Object.fromEntries(
        Object.entries(COUNTS).filter(([name]) =>
          name === 'access-requests'
            ? roles.includes('ir') || roles.includes('admin')
            : name === 'contact-messages'
              ? roles.includes('marketing') || roles.includes('admin')
              : roles.includes('admin'),
        ),
      );
      return { body: { success: true, counts } };
    }
    if (call.url === '/api/staff/ir/overview') {
      if (investorsFail) return { status: 503, body: { success: false, error: 'Busy, try again' } };
      return { body: { success: true, activeInvestors: 12, viewingNow: 1, openedRecently: 4 } };
    }
    if (call.url === '/api/staff/mail/delivery') {
      return {
        body: {
          success: true,
          delivery: {
            state: 'failing',
            configured: true,
            lastError: 'x',
            lastErrorAt: null,
            queued: 2,
          },
        },
      };
    }
    return undefined;
  });
}

const renderFigures = (roles: StaffRole[], pages = PAGES) =>
  render(
    <MemoryRouter>
      <StaffOverviewFigures roles={roles} pages={pages} />
    </MemoryRouter>,
  );

const figureLinks = async () =>
  within(await screen.findByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('StaffOverviewFigures', () => {
  it('shows investor relations their figures, each linking to its page with the filter, asking nothing else', async () => {
    const calls = api(['ir']);
    renderFigures(['ir']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the figures…');
    expect(await figureLinks()).toEqual([
      ['3Access requests waiting', '/staff/ir/access-requests?status=pending'],
      ['12Investors with access', '/staff/ir/investors?status=active'],
      ['1Viewing the deck now', '/staff/ir/investors?reading=viewing-now'],
      [
        '4Opened the deck in the last 7 days',
        '/staff/ir/investors?reading=opened&sort=lastOpenedAt&direction=desc',
      ],
    ]);
    expect(screen.getByRole('region', { name: 'At a glance' })).toBeInTheDocument();
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/staff/counts',
      '/api/staff/ir/overview',
    ]);
  });

  it('shows marketing only their messages, and an admin everything with the mail state', async () => {
    api(['marketing']);
    const { unmount } = renderFigures(['marketing']);
    expect(await figureLinks()).toEqual([
      ['5Contact messages not handled', '/staff/marketing/contact-messages?handled=false'],
    ]);
    unmount();

    api(['admin']);
    renderFigures(['admin']);
    const links = await figureLinks();
    expect(links).toHaveLength(6);
    expect(links.at(-1)).toEqual([
      '2Mail not delivered yetdelivery failing',
      '/staff/admin/mail-outbox',
    ]);
  });

  it('leaves out a figure whose page the console could not load', async () => {
    api(['ir']);
    renderFigures(['ir'], PAGES.slice(1));
    expect((await figureLinks()).map(([text]) => text)).toEqual([
      '12Investors with access',
      '1Viewing the deck now',
      '4Opened the deck in the last 7 days',
    ]);
  });

  it('says when the figures could not be loaded, and Retry asks again', async () => {
    const user = userEvent.setup();
    const calls = api(['ir'], { investorsFail: true });
    renderFigures(['ir']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Busy, try again');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    api(['ir']);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await figureLinks()).toHaveLength(4);
    expect(calls).toHaveLength(2);
  });
});
