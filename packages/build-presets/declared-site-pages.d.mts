import type { SitePage, SitePageDeclaration } from '@gloh/contract/site-pages';

export function readSitePagesDeclaration(folder: string, root?: string): SitePageDeclaration[];
export function declaredSitePages(root?: string): SitePage[];

export const KNOWN_SITE_PAGES_FILE: string;
export function knownSitePages(root?: string): Record<string, SitePageDeclaration[]>;
export class KnownSitePagesPlugin {
  apply(compiler: unknown): void;
}
