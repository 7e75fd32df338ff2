import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@gloh/shared/router';
import { serverRenderedElement } from '@gloh/shared/testing/server-rendering';
import { DesktopNavGroup } from './desktop-nav-group';
import type { NavGroup } from './navigation-items';

const INVESTORS: NavGroup = {
  id: 'investors',
  label: 'Investors',
  links: [
    { label: 'Roadmap', href: '/investors/roadmap' },
    { label: 'Financials', href: '/investors/financials' },
  ],
};

function Menu() {
  return (
    <MemoryRouter initialEntries={['/about']}>
      <ul>
        <DesktopNavGroup group={INVESTORS} />
      </ul>
      <p>Outside</p>
    </MemoryRouter>
  );
}

const { serverRender, hydrate, container } = serverRenderedElement(() => <Menu />);

const details = () => container().querySelector('details')!;
const summary = () => screen.getByText('Investors', { selector: 'summary' });

describe('DesktopNavGroup without script', () => {
  it('is a <details> whose summary opens the list of links', async () => {
    serverRender();
    expect(details()).not.toHaveAttribute('open');
    expect(details()).toContainElement(screen.getByRole('link', { name: 'Roadmap' }));
    await userEvent.click(summary());
    expect(details()).toHaveAttribute('open');
  });
});

describe('DesktopNavGroup with script', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('hydrates the server HTML without a mismatch', async () => {
    serverRender();
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the summary', async () => {
    serverRender();
    await hydrate();
    await userEvent.click(summary());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Roadmap' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(details()).not.toHaveAttribute('open');
    expect(summary()).toHaveFocus();
  });

  it('opens with ArrowDown on the first link and moves between links with the arrows', async () => {
    serverRender();
    await hydrate();
    summary().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(details()).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Roadmap' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Financials' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Roadmap' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Financials' })).toHaveFocus();
  });

  it('closes on a press outside and when a link is followed', async () => {
    serverRender();
    await hydrate();
    await userEvent.click(summary());
    // The dismissal listens once the browser's toggle event has reached React.
    await waitFor(() => expect(details()).toHaveAttribute('open'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(details()).not.toHaveAttribute('open');

    await userEvent.click(summary());
    await userEvent.click(screen.getByRole('link', { name: 'Financials' }));
    expect(details()).not.toHaveAttribute('open');
  });

  it('takes over a menu the visitor opened before hydration', async () => {
    serverRender();
    await userEvent.click(summary());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await hydrate();
    expect(details()).toHaveAttribute('open');
    // Escape reaches the document's listener only while the scripts know the menu is open.
    await userEvent.keyboard('{Escape}');
    expect(details()).not.toHaveAttribute('open');
  });
});
