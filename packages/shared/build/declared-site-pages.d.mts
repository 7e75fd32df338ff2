import type { SitePage, SitePageDeclaration } from '@gloh/contract/site-pages';

export function readSitePagesDeclaration(folder: string, root?: string): SitePageDeclaration[];
export function declaredSitePages(root?: string): SitePage[];
