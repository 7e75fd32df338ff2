import { lazy, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from '@gloh/shared/router';
import type { SiteRoute } from '@gloh/shared/site-pages';
import { deferPage } from './deferred-page';
import { loadPageComponent, type PreloadedPage } from './preloaded-page';

/** The layout's main region, which holds the page. */
const PAGE_SECTION_ID = 'main-content';

/**
 * The page a route declared `hydration: on-interaction` starts with, in a chunk of its own that
 * only such a page downloads: a component React hydrates once the page was asked for (until then
 * the lazy component waits and React keeps the server's HTML), and a watch rendered beside it.
 * None if the server did not render the page: a section it left to the browser (React marks it
 * with a digest) needs its module now.
 */
export function deferredPreloadedPage(
  route: SiteRoute,
  section = document.getElementById(PAGE_SECTION_ID),
): PreloadedPage | undefined {
  if (!section || section.querySelector('template[data-dgst]')) return undefined;
  const deferred = deferPage({
    routeId: route.id,
    section,
    loadPage: () => loadPageComponent(route),
  });
  const Page = lazy(async () => ({ default: await deferred.page }));

  function DeferredPageContent() {
    useLayoutEffect(() => deferred.hydrated(), []);
    return <Page />;
  }

  /**
   * Asks for the page when React needs it: on a client-side navigation that keeps the page
   * (another hash or query, the logo on its own page), whose new router context above the page
   * React applies only once the page is hydrated, and when the page is shown again after it was
   * left (its server HTML is gone). During the render, as a lazy component starts its load: the
   * render waits for the page, so an effect would come too late.
   */
  function DeferredPageWatch() {
    const { key } = useLocation();
    const [firstKey] = useState(key);
    if (key !== firstKey || deferred.detached()) deferred.load();
    useEffect(() => {
      deferred.attach();
      return () => deferred.detach();
    }, []);
    return null;
  }

  return {
    routeId: route.id,
    status: 'deferred',
    component: DeferredPageContent,
    watch: DeferredPageWatch,
  };
}
