import { createContext, useContext } from 'react';
import type { PageLayout, SitePage, SitePageDeclaration } from '@gloh/contract/site-pages';
import type { RemoteName } from './remotes.mjs';

export type { PageLayout, RemoteName, SitePage, SitePageDeclaration };

/** A composed page with its remote typed for the apps. */
export type SiteRoute = SitePage & { remote: RemoteName };

/**
 * Paths of a remote's own pages by id, from its declaration, for its links between its pages:
 * `pagePath('contact')`, `pagePath('contact', '#form')`.
 */
export function createPagePaths(
  pages: readonly Pick<SitePageDeclaration, 'id' | 'path'>[],
): (id: string, suffix?: string) => string {
  const paths = new Map(pages.map((page) => [page.id, page.path]));
  return function pagePath(id, suffix = '') {
    const path = paths.get(id);
    if (path === undefined) throw new Error(`No page "${id}" is declared here.`);
    return path + suffix;
  };
}

/** The layout a page asks for. */
export function pageLayout(page: Pick<SitePageDeclaration, 'layout'> | undefined): PageLayout {
  return page?.layout ?? 'default';
}

/** The site's pages as the shell composed them from the remotes' releases. */
export const SitePagesContext = createContext<readonly SiteRoute[]>([]);

export function useSitePages(): readonly SiteRoute[] {
  return useContext(SitePagesContext);
}
