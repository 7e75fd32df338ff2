import { deferPage, HELD_LINK_DEADLINE_MS } from './deferred-page';

function Page() {
  return null;
}

function setUp(loadPage = jest.fn(async () => Page)) {
  document.body.innerHTML = `
    <header><a id="outside" href="/about">About</a></header>
    <main id="main-content"><a id="link" href="/partnerships">Partnerships</a>
      <a id="fragment" href="#values">Our values</a><a id="mail" href="mailto:a@example.com">Mail</a>
      <button id="button" type="button">Show</button></main>`;
  const assign = jest.fn();
  // The window's listeners, with a location whose navigation is observed.
  const target = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    location: { assign },
  } as unknown as Window;
  const deferred = deferPage({
    routeId: 'home',
    section: document.getElementById('main-content')!,
    loadPage,
    target,
  });
  const element = (id: string) => document.getElementById(id)!;
  return { deferred, loadPage, assign, element };
}

/** After the events so far (and their microtasks), nothing was downloaded. */
async function expectStillWaiting(set: ReturnType<typeof setUp>) {
  await Promise.resolve();
  expect(set.loadPage).not.toHaveBeenCalled();
  expect(set.deferred.state()).toBe('waiting');
}

/** The page was asked for, once. */
async function expectLoadedOnce(set: ReturnType<typeof setUp>) {
  await expect(set.deferred.page).resolves.toBe(Page);
  expect(set.loadPage).toHaveBeenCalledTimes(1);
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

describe('a page whose hydration is deferred', () => {
  let deferred: ReturnType<typeof setUp>['deferred'] | undefined;
  afterEach(() => {
    deferred?.detach();
    jest.useRealTimers();
  });

  it('loads nothing until a pointer, key, focus or touch inside its section asks for it', async () => {
    const set = setUp();
    deferred = set.deferred;
    set.element('outside').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    set.element('outside').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expectStillWaiting(set);

    set.element('button').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await expectLoadedOnce(set);
    set.element('link').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(set.loadPage).toHaveBeenCalledTimes(1);
  });

  it('takes focus given to the section itself (the banner closing, the skip link) as no request; a key after it is one', async () => {
    const set = setUp();
    deferred = set.deferred;
    set.element('main-content').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expectStillWaiting(set);

    set.element('main-content').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await expectLoadedOnce(set);
  });

  it('loads on focus reaching something inside the section', async () => {
    const set = setUp();
    deferred = set.deferred;
    set.element('link').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expect(set.deferred.page).resolves.toBe(Page);
  });

  it('holds a plain click inside the section and gives it to the page once hydrated', async () => {
    jest.useFakeTimers();
    const set = setUp();
    deferred = set.deferred;
    const seen: string[] = [];
    set
      .element('button')
      .addEventListener('click', (event) => seen.push(event.isTrusted ? 'trusted' : 'replayed'));
    const first = click(set.element('button'));
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(set.deferred.state()).toBe('loading');

    set.deferred.hydrated();
    expect(seen).toEqual([]);
    jest.runAllTimers();
    expect(seen).toEqual(['replayed']);
    // Hydrated: clicks are the page's own again.
    expect(click(set.element('button')).defaultPrevented).toBe(false);
    expect(seen).toHaveLength(2);
  });

  it('leaves to the browser what it does anyway: a new tab, a mail link, a part of the page', () => {
    const set = setUp();
    deferred = set.deferred;
    expect(click(set.element('link'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(set.element('mail')).defaultPrevented).toBe(false);
    expect(click(set.element('fragment')).defaultPrevented).toBe(false);
    expect(click(set.element('outside')).defaultPrevented).toBe(false);
    // Each inside still asks for the page.
    expect(set.deferred.state()).toBe('loading');
  });

  it('follows a held link as the browser would when the page fails to load', async () => {
    const set = setUp(jest.fn(async () => Promise.reject(new Error('remote down'))));
    deferred = set.deferred;
    click(set.element('link'));
    await expect(set.deferred.page).rejects.toThrow('remote down');
    expect(set.deferred.state()).toBe('failed');
    expect(set.assign).toHaveBeenCalledWith('http://localhost/partnerships');
  });

  it('follows a held link as the browser would when the page has not hydrated in time', () => {
    jest.useFakeTimers();
    // A download that never ends.
    const set = setUp(jest.fn(() => new Promise<typeof Page>(() => {})));
    deferred = set.deferred;
    expect(click(set.element('link')).defaultPrevented).toBe(true);
    jest.advanceTimersByTime(HELD_LINK_DEADLINE_MS - 1);
    expect(set.assign).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(set.assign).toHaveBeenCalledWith('http://localhost/partnerships');
  });

  it('keeps a held link for the page when it hydrates in time', () => {
    jest.useFakeTimers();
    const set = setUp();
    deferred = set.deferred;
    click(set.element('link'));
    set.deferred.hydrated();
    jest.advanceTimersByTime(HELD_LINK_DEADLINE_MS);
    expect(set.assign).not.toHaveBeenCalled();
  });

  it('watches nothing once the page has left the screen', async () => {
    const set = setUp();
    deferred = set.deferred;
    set.deferred.detach();
    expect(set.deferred.detached()).toBe(true);
    expect(click(set.element('button')).defaultPrevented).toBe(false);
    set.element('button').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await Promise.resolve();
    expect(set.loadPage).not.toHaveBeenCalled();
  });
});
