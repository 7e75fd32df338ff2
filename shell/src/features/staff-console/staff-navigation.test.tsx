import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@gloh/shared/router';
import type { StaffPageDeclaration } from '@gloh/staff-ui/pages';
import { StaffNavigation } from './staff-navigation';

const page = (title: string, path: string, extra = {}): StaffPageDeclaration => ({
  title,
  path,
  roles: ['admin'],
  load: async () => ({ default: () => null }),
  ...extra,
});
const PAGES = [
  page('Access requests', 'ir/access-requests', { pendingCount: 'access-requests' }),
  page('Investors', 'ir/investors'),
  page('Mail outbox', 'admin/mail-outbox', { pendingCount: 'mail-outbox' }),
];

describe('StaffNavigation', () => {
  it('folds the page list behind a button on small screens that says what waits, and folds again once a page is chosen', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/staff']}>
        <StaffNavigation
          pages={PAGES}
          pendingCounts={{ 'access-requests': 2, 'mail-outbox': 1 }}
          liveCounts={{}}
        />
      </MemoryRouter>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Staff console' });
    const menu = within(navigation).getByRole('button', { name: 'Console pages 3 pending' });
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Hidden below md only: d-md-flex shows it on wider screens whatever the button says.
    expect(list).toHaveClass('d-none', 'd-md-flex');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('d-flex');
    expect(list).not.toHaveClass('d-none');
    await user.click(within(list).getByRole('link', { name: 'Investors' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('d-none');
  });
});
