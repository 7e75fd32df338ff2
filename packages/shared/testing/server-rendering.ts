// A test helper for components the server renders and the browser hydrates. Not part of the
// runtime surface.
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * The element as the browser gets it: `serverRender` puts the server's HTML into the document
 * (what a visitor sees before any script runs), `hydrate` starts React on that HTML. Call it at
 * the top of a test file or describe block: it empties the document after each test.
 */
export function serverRenderedElement(element: () => ReactElement) {
  let container = document.createElement('div');
  let root: Root | undefined;

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  return {
    /** The element the server's HTML was put into. */
    container: () => container,
    serverRender() {
      container = document.createElement('div');
      container.innerHTML = renderToString(element());
      document.body.append(container);
    },
    /** Hydrates the server's HTML with `element`, or with the one given (other props). */
    async hydrate(hydrated: ReactElement = element()) {
      await act(async () => {
        root = hydrateRoot(container, hydrated);
      });
    },
  };
}
