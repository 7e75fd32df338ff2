import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@gloh/shared/router';
import { SitePagesContext, type SiteRoute } from '@gloh/shared/site-pages';
import { serverRenderedElement } from '@gloh/shared/testing/server-rendering';
import { MOBILE_DRAWER_ID, MobileDrawer } from './mobile-drawer';

const PAGES: SiteRoute[] = [
  {
    id: 'about',
    path: '/about',
    title: 'About Us',
    description: 'Who we are.',
    remote: 'marketing',
    menus: [{ menu: 'header', label: 'About Us', order: 40 }],
  },
  {
    id: 'roadmap',
    path: '/investors/roadmap',
    title: 'Roadmap',
    description: 'The plan.',
    remote: 'investors',
    menus: [{ menu: 'header', group: 'Investors', label: 'Roadmap', order: 31 }],
  },
];

function Drawer() {
  return (
    <MemoryRouter initialEntries={['/about']}>
      <SitePagesContext.Provider value={PAGES}>
        <MobileDrawer />
      </SitePagesContext.Provider>
    </MemoryRouter>
  );
}

const { serverRender, hydrate, container } = serverRenderedElement(() => <Drawer />);

const dialog = () => container().querySelector('dialog')!;
const openButton = () => screen.getByRole('button', { name: 'Open menu' });

// jsdom has neither modal dialogs nor popovers: the parts the drawer uses, as browsers behave.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
});

beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

afterAll(() => {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  delete prototype.showModal;
  delete prototype.close;
});

afterEach(() => {
  showModal.mockClear();
  close.mockClear();
});

describe('MobileDrawer without script', () => {
  it('opens as a popover of its button and closes with its close button', () => {
    serverRender();
    expect(dialog()).toHaveAttribute('id', MOBILE_DRAWER_ID);
    expect(dialog()).toHaveAttribute('popover', 'auto');
    expect(openButton()).toHaveAttribute('popovertarget', MOBILE_DRAWER_ID);
    const closeButton = within(dialog()).getByRole('button', { name: 'Close menu', hidden: true });
    expect(closeButton).toHaveAttribute('popovertarget', MOBILE_DRAWER_ID);
    expect(closeButton).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('lists a group as a <details> that opens by its summary', async () => {
    serverRender();
    const group = dialog().querySelector('details')!;
    expect(group.querySelector('summary')).toHaveTextContent('Investors');
    expect(group.querySelector('a')).toHaveAttribute('href', '/investors/roadmap');
    await userEvent.click(group.querySelector('summary')!);
    expect(group).toHaveAttribute('open');
  });
});

describe('MobileDrawer with script', () => {
  it('hydrates the server HTML without a mismatch', async () => {
    const consoleError = jest.spyOn(console, 'error');
    serverRender();
    await hydrate();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('opens modally instead of as a popover, and closes with its button or on navigation', async () => {
    serverRender();
    await hydrate();
    // Cancelled, the click does not run the button's popovertarget action as well.
    let clickPrevented = false;
    document.addEventListener('click', (event) => (clickPrevented = event.defaultPrevented), {
      once: true,
    });
    await userEvent.click(openButton());
    expect(clickPrevented).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog()).toHaveAttribute('open');

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close menu' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute('open');

    await userEvent.click(openButton());
    await userEvent.click(within(dialog()).getByRole('link', { name: 'About Us' }));
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('turns a drawer opened as a popover before hydration into the modal drawer', async () => {
    serverRender();
    // As a browser shows it after a click on the button, before the scripts have started.
    let shownAsPopover = true;
    const hidePopover = jest.fn(() => (shownAsPopover = false));
    const matches = dialog().matches.bind(dialog());
    Object.assign(dialog(), {
      hidePopover,
      matches: (selector: string) =>
        selector === ':popover-open' ? shownAsPopover : matches(selector),
    });
    await hydrate();
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(dialog()).toHaveAttribute('open');
  });
});

describe('MobileDrawer in a browser with popovers', () => {
  // As browsers show and hide a popover: :popover-open matches while it is shown.
  let shown = false;
  const showPopover = jest.fn(() => (shown = true));
  const hidePopover = jest.fn(() => (shown = false));
  const matches = HTMLElement.prototype.matches;

  beforeAll(() => {
    Object.assign(HTMLElement.prototype, {
      showPopover,
      hidePopover,
      matches(this: HTMLElement, selector: string) {
        return selector === ':popover-open' ? shown : matches.call(this, selector);
      },
    });
  });

  afterAll(() => {
    const prototype = HTMLElement.prototype as Partial<HTMLElement>;
    delete prototype.showPopover;
    delete prototype.hidePopover;
    HTMLElement.prototype.matches = matches;
  });

  afterEach(() => {
    shown = false;
    showPopover.mockClear();
    hidePopover.mockClear();
  });

  it('shows the drawer as a popover in the tap and makes it modal after the next paint', async () => {
    serverRender();
    await hydrate();
    await userEvent.click(openButton());
    // The tap's frame paints the popover; the page is not made inert in it.
    expect(showPopover).toHaveBeenCalledTimes(1);
    expect(showModal).not.toHaveBeenCalled();
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(dialog()).toHaveAttribute('open');

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close menu' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('stays closed when the popover was dismissed before it became modal', async () => {
    serverRender();
    await hydrate();
    await userEvent.click(openButton());
    // Escape, or a tap outside, hides a popover at once.
    dialog().hidePopover();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(showModal).not.toHaveBeenCalled();
    // Closed, the next tap opens it again.
    await userEvent.click(openButton());
    expect(showPopover).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
  });
});
