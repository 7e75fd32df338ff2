import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SiteRoute } from '@gloh/shared/site-pages';
import { loadRemotePages } from './remote-registry';

/**
 * The first page's module, loaded before React renders: on the server so the page is in the HTML,
 * in the browser before hydration, because a React.lazy always suspends on its first render and
 * the server's HTML would be thrown away. `unavailable`: the remote could not be loaded (the
 * server answered with the section's panel, and the browser starts from that panel too).
 * `client-only`: the server leaves the section to the browser.
 */
export type PreloadedPage =
  | { routeId: string; status: 'loaded'; component: ComponentType }
  | { routeId: string; status: 'unavailable' }
  /** Server only: the remote has no Node build (e.g. deployed before there was one). */
  | { routeId: string; status: 'client-only' }
  /** Browser only: the page's module did not load before hydration (the section shows its panel). */
  | { routeId: string; status: 'failed'; error: unknown }
  /**
   * Browser only: a page declared `hydration: on-interaction`, whose server HTML stays until it is
   * asked for (deferred-hydration.tsx); `watch` is rendered beside it.
   */
  | { routeId: string; status: 'deferred'; component: ComponentType; watch: ComponentType };

const PreloadedPageContext = createContext<PreloadedPage | undefined>(undefined);

export function PreloadedPageProvider({
  page,
  children,
}: {
  page: PreloadedPage | undefined;
  children: ReactNode;
}) {
  return <PreloadedPageContext.Provider value={page}>{children}</PreloadedPageContext.Provider>;
}

export function usePreloadedPage(routeId: string): PreloadedPage | undefined {
  const page = useContext(PreloadedPageContext);
  return page?.routeId === routeId ? page : undefined;
}

/** Loads a page's module from its remote: its component. */
export async function loadPageComponent(route: SiteRoute): Promise<ComponentType> {
  const { pages } = await loadRemotePages(route.remote, false);
  const loadPage = pages[route.id];
  if (!loadPage) throw new Error(`Remote "${route.remote}" has no page "${route.id}".`);
  return (await loadPage()).default;
}

export async function preloadPage(route: SiteRoute, timeoutMs?: number): Promise<PreloadedPage> {
  const load = async (): Promise<PreloadedPage> => ({
    routeId: route.id,
    status: 'loaded',
    component: await loadPageComponent(route),
  });
  try {
    if (timeoutMs === undefined) return await load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Remote "${route.remote}" took over ${timeoutMs} ms to load.`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([load(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    console.error(`Could not load the page ${route.path} from remote "${route.remote}"`, error);
    return { routeId: route.id, status: 'unavailable' };
  }
}
