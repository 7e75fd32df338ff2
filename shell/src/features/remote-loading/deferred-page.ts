import type { ComponentType } from 'react';

/**
 * What, inside a page section, asks for its code: a pointer pressed or moved over it (the pages'
 * hover states), a key, focus or a touch. Moving the mouse over the page is enough, so on a
 * desktop the code is usually there before the first click.
 */
export const HYDRATION_TRIGGERS = [
  'pointerdown',
  'pointerover',
  'keydown',
  'focusin',
  'touchstart',
] as const;

/**
 * How long a held link click waits for the page to hydrate before the browser follows the link
 * itself (a full page load, as without scripts): a visitor never waits on a download that stalls.
 */
export const HELD_LINK_DEADLINE_MS = 5_000;

/** waiting: server HTML only; loading: the page's module is on its way; then hydrated or failed. */
export type DeferredPageState = 'waiting' | 'loading' | 'hydrated' | 'failed';

/**
 * A server-rendered page whose module is not loaded at first: React keeps its server HTML (its
 * Suspense boundary stays dehydrated) until something asks for the page. Then its module is
 * downloaded, and React hydrates the section, selective hydration's way.
 */
export interface DeferredPage {
  readonly routeId: string;
  /** The page's component, once it was asked for and its module loaded. */
  readonly page: Promise<ComponentType>;
  state(): DeferredPageState;
  /** Starts downloading the page's module (once). */
  load(): void;
  /** React hydrated the page: the clicks held meanwhile are given to it. */
  hydrated(): void;
  /** The page is on screen (again, in development's strict mode): its section is watched until it hydrates. */
  attach(): void;
  /** The page left the screen: nothing inside the section is watched any more. */
  detach(): void;
  /** Whether the section the server rendered is gone (a later visit renders the page afresh). */
  detached(): boolean;
}

/** A plain primary click: one the site's links turn into a client-side navigation. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Whether the browser does for this click what the hydrated page would: a modified click (a new
 * tab), a link to another site, a mail address, another window or a download, or to a part of
 * this same page (the browser scrolls there; the router follows).
 */
function isTheBrowsers(event: MouseEvent): boolean {
  if (!isPlainClick(event)) return true;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return true;
  const here = anchor.ownerDocument.location;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return true;
  return url.hash !== '' && url.pathname === here.pathname && url.search === here.search;
}

/** The link of the last held click on a link, which the browser follows if the page cannot hydrate. */
function lastHeldLink(held: readonly MouseEvent[]): HTMLAnchorElement | undefined {
  let link: HTMLAnchorElement | undefined;
  for (const event of held) {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor instanceof HTMLAnchorElement) link = anchor;
  }
  return link;
}

function replayClick(held: MouseEvent): void {
  const target = held.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  target.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: held.view,
      detail: held.detail,
      screenX: held.screenX,
      screenY: held.screenY,
      clientX: held.clientX,
      clientY: held.clientY,
      button: held.button,
      buttons: held.buttons,
    }),
  );
}

/**
 * Defers the hydration of the page rendered inside `section`, and watches the section until it
 * hydrates. React drops a click on a section it cannot hydrate at once (its code is missing), so
 * a click inside the section is held (its default prevented) and dispatched again once React has
 * hydrated it: a link then navigates client-side, a button does what it does. A click whose
 * outcome is the browser's anyway (isTheBrowsers) goes on at once. If the
 * page's module fails to load, or has not hydrated the page HELD_LINK_DEADLINE_MS after a link was
 * clicked, the held link is followed by the browser, as without scripts; after a failure the section
 * shows its panel as any page that failed to load.
 */
export function deferPage({
  routeId,
  section,
  loadPage,
  target = window,
}: {
  routeId: string;
  /** The element that holds the page (the layout's main region). */
  section: Element;
  loadPage: () => Promise<ComponentType>;
  /** Where events are watched, ahead of React's own listeners on the root (capture phase). */
  target?: Window;
}): DeferredPage {
  let state: DeferredPageState = 'waiting';
  let isDetached = false;
  let listening = false;
  let held: MouseEvent[] = [];
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const clearDeadline = () => {
    clearTimeout(deadline);
    deadline = undefined;
  };
  let requestLoad: () => void = () => {};
  const requested = new Promise<void>((resolve) => (requestLoad = resolve));

  const inside = (event: Event) => event.target instanceof Node && section.contains(event.target);
  const onTrigger = (event: Event) => {
    // Focus on the region itself is the site's doing (the cookie banner gives focus back to it
    // when it closes, as the skip link does), not the visitor reaching into the page: a key or a
    // pointer after it still asks for the page.
    if (event.type === 'focusin' && event.target === section) return;
    if (inside(event)) load();
  };
  const onClick = (event: MouseEvent) => {
    if (!inside(event) || event.defaultPrevented) return;
    load();
    if (isTheBrowsers(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    if (deadline === undefined && lastHeldLink(held)) {
      deadline = setTimeout(() => {
        deadline = undefined;
        if (state !== 'loading' || isDetached) return;
        const link = lastHeldLink(held);
        held = [];
        if (link) target.location.assign(link.href);
      }, HELD_LINK_DEADLINE_MS);
    }
  };
  function listen(on: boolean) {
    if (on === listening) return;
    listening = on;
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of HYDRATION_TRIGGERS) {
      target[method](type, onTrigger, { capture: true, passive: true });
    }
    target[method]('click', onClick as EventListener, { capture: true });
  }

  function load() {
    if (state !== 'waiting') return;
    state = 'loading';
    requestLoad();
  }

  const page = requested.then(loadPage).catch((error: unknown) => {
    state = 'failed';
    listen(false);
    clearDeadline();
    const link = lastHeldLink(held);
    held = [];
    if (link && !isDetached) target.location.assign(link.href);
    throw error;
  });
  // The page's own boundary reports the failure; this copy of the promise must not.
  page.catch(() => undefined);

  listen(true);
  return {
    routeId,
    page,
    state: () => state,
    load,
    hydrated() {
      if (state === 'hydrated') return;
      state = 'hydrated';
      listen(false);
      clearDeadline();
      const clicks = held;
      held = [];
      // After React's commit, so the page's handlers are in place.
      if (clicks.length > 0) setTimeout(() => clicks.forEach(replayClick), 0);
    },
    attach() {
      isDetached = false;
      if (state === 'waiting' || state === 'loading') listen(true);
    },
    detach() {
      isDetached = true;
      held = [];
      clearDeadline();
      listen(false);
    },
    detached: () => isDetached,
  };
}
