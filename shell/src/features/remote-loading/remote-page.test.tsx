import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from '@gloh/shared/router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRoute } from '@gloh/shared/site-pages';

const ABOUT: SiteRoute = {
  id: 'about',
  path: '/about',
  title: 'About Us',
  description: 'Who we are.',
  remote: 'marketing',
};
import { loadRemotePages } from './remote-registry';
import { RemotePage } from './remote-page';
import { PreloadedPageProvider, type PreloadedPage } from './preloaded-page';
import { deferredPreloadedPage } from './deferred-hydration';

// The Module Federation runtime is replaced here; the real one is exercised by the e2e suite.
jest.mock('./remote-registry', () => ({ loadRemotePages: jest.fn() }));
const loadPagesMock = loadRemotePages as jest.MockedFunction<typeof loadRemotePages>;

function AboutPage() {
  return <h1>About Us</h1>;
}

describe('RemotePage', () => {
  beforeEach(() => {
    loadPagesMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the unavailable panel on failure and recovers on Retry with a fresh load', async () => {
    loadPagesMock.mockRejectedValueOnce(new Error('remote down'));
    render(<RemotePage route={ABOUT} />);
    expect(
      await screen.findByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    expect(loadPagesMock).toHaveBeenLastCalledWith('marketing', false);

    loadPagesMock.mockResolvedValueOnce({ pages: { about: async () => ({ default: AboutPage }) } });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeVisible();
    expect(loadPagesMock).toHaveBeenLastCalledWith('marketing', true);
  });

  it('treats a remote without the page as unavailable', async () => {
    loadPagesMock.mockResolvedValue({ pages: {} });
    render(<RemotePage route={ABOUT} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('RemotePage with the page loaded before the first render', () => {
  const about = ABOUT;
  const withPage = (page: PreloadedPage) => (
    <PreloadedPageProvider page={page}>
      <RemotePage route={about} />
    </PreloadedPageProvider>
  );

  beforeEach(() => {
    loadPagesMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders a loaded page at once, on the server too (no loading state)', () => {
    const html = renderToString(
      withPage({ routeId: 'about', status: 'loaded', component: AboutPage }),
    );
    expect(html).toContain('<h1>About Us</h1>');
    expect(html).not.toContain('Loading');
    expect(loadPagesMock).not.toHaveBeenCalled();
  });

  it('starts from the panel when the server found the remote down, and Retry loads it', async () => {
    render(withPage({ routeId: 'about', status: 'unavailable' }));
    expect(
      screen.getByRole('heading', { name: 'This section is temporarily unavailable' }),
    ).toBeVisible();
    loadPagesMock.mockResolvedValueOnce({ pages: { about: async () => ({ default: AboutPage }) } });
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeVisible();
  });

  it('leaves a page without a server build to the browser: the server sends the loading state', () => {
    const html = renderToString(withPage({ routeId: 'about', status: 'client-only' }));
    expect(html).toContain('Loading');
    // The head tags come from the declaration; the page itself is not in the HTML.
    expect(html).toContain('<title>About Us | Gloh</title>');
    expect(html).not.toContain('<h1');
  });

  it('shows the panel when the page failed to load before hydration', () => {
    render(withPage({ routeId: 'about', status: 'failed', error: new Error('gone') }));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('ignores a preloaded page of another route', async () => {
    loadPagesMock.mockResolvedValue({ pages: { about: async () => ({ default: AboutPage }) } });
    render(
      <PreloadedPageProvider page={{ routeId: 'home', status: 'unavailable' }}>
        <RemotePage route={about} />
      </PreloadedPageProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeVisible();
  });
});

describe('RemotePage whose hydration is deferred', () => {
  function ServerAbout() {
    return (
      <h1>
        About <a href="/contact">us</a>
      </h1>
    );
  }
  const page = (preloaded: PreloadedPage) => (
    <MemoryRouter initialEntries={['/about']}>
      <PreloadedPageProvider page={preloaded}>
        <main id="main-content">
          <RemotePage route={ABOUT} />
        </main>
      </PreloadedPageProvider>
    </MemoryRouter>
  );

  it('keeps the server HTML until the page is asked for, then hydrates it in place', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      page({ routeId: 'about', status: 'loaded', component: ServerAbout }),
    );
    const heading = container.querySelector('h1');
    loadPagesMock.mockReset();
    loadPagesMock.mockResolvedValue({ pages: { about: async () => ({ default: ServerAbout }) } });
    const deferred = deferredPreloadedPage(ABOUT, container.querySelector('main'))!;
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, page(deferred), {
        onRecoverableError: recoverable,
      }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loadPagesMock).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.textContent).not.toContain('Loading');

    await act(async () => {
      container.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(loadPagesMock).toHaveBeenCalledTimes(1);
    // Hydrated: a click is the page's own again, not held.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    // Hydrated, not rendered again: the server's element is the page's.
    expect(container.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
