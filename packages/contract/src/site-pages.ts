/**
 * What a remote's release declares about its pages, and how the site is composed from those
 * declarations. Each remote owns its list (its `src/app/site-pages.json`, published in its
 * render-manifest.json); this module holds only the schema and the rules, so a team can add,
 * move or remove a page by releasing its own remote. The shell composes routes, menus, head tags,
 * the sitemap and 404s from the declarations of the releases it renders with, and the release
 * command checks a declaration with the same functions before it goes live.
 */
import { isFeatureFlagName } from './feature-flags.js';
import { shareImageType } from './site-identity.js';
import { isRecord, unknownFieldProblems } from './manifest-entry-checks.js';

export const PAGE_LAYOUTS = ['default', 'home', 'fixed-header'] as const;
/** default: header above the page; home: own hero, the header overlays it; fixed-header: the top bar stays fixed (viewer). */
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export const MENU_NAMES = ['header', 'header-action', 'footer'] as const;
/** header: the main navigation (and the mobile drawer); header-action: its button; footer: the footer's lists. */
export type MenuName = (typeof MENU_NAMES)[number];

export const PAGE_HYDRATIONS = ['on-load', 'on-interaction'] as const;
/**
 * When the browser makes a page interactive. on-load: its module is downloaded before the page
 * hydrates. on-interaction: the server's HTML stays as it is, and the page's module is downloaded
 * and the page hydrated on the first pointer, key, focus or touch inside it, or on a client-side
 * navigation; only for a page that works without scripts (a link or a hover may wait for it).
 */
export type PageHydration = (typeof PAGE_HYDRATIONS)[number];

/** A page's entry in one of the shell's menus. */
export interface MenuPlacement {
  menu: MenuName;
  /** The entry's text. */
  label: string;
  /**
   * The group it is listed under: a dropdown of the header, a list of the footer. Entries of one
   * group stay together; a group without one is a top-level link (header only).
   */
  group?: string;
  /** Position: lower first, within the menu and then within the group (a group sits at its lowest entry). */
  order: number;
}

export interface OpenGraphDeclaration {
  /** Defaults to the page's title. */
  title?: string;
  /** Defaults to the page's description. */
  description?: string;
  /**
   * A site path of the sharing image, a PNG or JPEG (previews do not display SVG), at least
   * 1200×630; defaults to the site's card.
   */
  image?: string;
  /** What the image shows, for those who cannot see it; required with image. */
  imageAlt?: string;
}

/** One page as its remote declares it. */
export interface SitePageDeclaration {
  /** The page module's key in the remote's './pages' map; unique within the site. */
  id: string;
  /** Its site path: lower case, no trailing slash, e.g. "/about". */
  path: string;
  /** The title without the brand suffix. */
  title: string;
  description: string;
  keywords?: string[];
  openGraph?: OpenGraphDeclaration;
  menus?: MenuPlacement[];
  /** The feature flag that must be on for the page to exist. */
  flag?: string;
  /**
   * false: not for search engines: not in the sitemap, and sent noindex (meta and X-Robots-Tag).
   * Not disallowed in robots.txt: a crawler must fetch the page to see its noindex.
   */
  indexed?: boolean;
  layout?: PageLayout;
  /** Defaults to on-load; on-interaction leaves a page that needs no script out of the first load. */
  hydration?: PageHydration;
}

/** A page of the composed site: its declaration and the remote that serves it. */
export interface SitePage extends SitePageDeclaration {
  remote: string;
}

/** What one remote's release declares. */
export interface RemoteSitePages {
  remote: string;
  pages: readonly SitePageDeclaration[];
}

export const PAGE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Lower-case segments of letters, digits and hyphens: a path that differs only in case is the same page. */
export const PAGE_PATH_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
export const PAGE_TITLE_MAX_LENGTH = 70;
export const PAGE_DESCRIPTION_MAX_LENGTH = 200;
export const MENU_LABEL_MAX_LENGTH = 40;
export const MAX_PAGES_PER_REMOTE = 100;
/** Paths no remote may claim: the shell's own and the site's files. */
export const RESERVED_PATH_PREFIXES = ['/api', '/remotes', '/staff'] as const;
const RESERVED_PATHS = ['/sitemap.xml', '/robots.txt', '/config.json', '/remotes.json'];

function isText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= maxLength;
}

function isReserved(path: string): boolean {
  return (
    RESERVED_PATHS.includes(path) ||
    RESERVED_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

const PAGE_FIELDS = new Set([
  'id',
  'path',
  'title',
  'description',
  'keywords',
  'openGraph',
  'menus',
  'flag',
  'indexed',
  'layout',
  'hydration',
]);

function menuProblems(menus: unknown, where: string): string[] {
  if (!Array.isArray(menus)) return [`${where}: menus must be a list`];
  return menus.flatMap((entry, index): string[] => {
    const at = `${where}: menus[${index}]`;
    if (!isRecord(entry)) return [`${at} must be an object`];
    const problems: string[] = [];
    if (!(MENU_NAMES as readonly unknown[]).includes(entry.menu)) {
      problems.push(`${at}.menu must be one of ${MENU_NAMES.join(', ')}`);
    }
    if (!isText(entry.label, MENU_LABEL_MAX_LENGTH)) {
      problems.push(`${at}.label must be text of at most ${MENU_LABEL_MAX_LENGTH} characters`);
    }
    if (entry.group !== undefined && !isText(entry.group, MENU_LABEL_MAX_LENGTH)) {
      problems.push(`${at}.group must be text of at most ${MENU_LABEL_MAX_LENGTH} characters`);
    }
    if (entry.menu === 'footer' && entry.group === undefined) {
      problems.push(`${at}: a footer entry needs its group (the list it is in)`);
    }
    if (typeof entry.order !== 'number' || !Number.isInteger(entry.order)) {
      problems.push(`${at}.order must be an integer`);
    }
    return problems;
  });
}

function pageProblems(page: unknown, index: number): string[] {
  const where = `pages[${index}]`;
  if (!isRecord(page)) return [`${where} must be an object`];
  const problems = unknownFieldProblems(page, PAGE_FIELDS, where);
  if (typeof page.id !== 'string' || !PAGE_ID_PATTERN.test(page.id)) {
    problems.push(`${where}.id must be kebab-case (a-z, 0-9, -)`);
  }
  if (typeof page.path !== 'string' || !PAGE_PATH_PATTERN.test(page.path)) {
    problems.push(`${where}.path must be a lower-case site path without a trailing slash`);
  } else if (isReserved(page.path)) {
    problems.push(`${where}.path ${page.path} is reserved for the shell`);
  }
  if (!isText(page.title, PAGE_TITLE_MAX_LENGTH)) {
    problems.push(`${where}.title must be text of at most ${PAGE_TITLE_MAX_LENGTH} characters`);
  }
  if (!isText(page.description, PAGE_DESCRIPTION_MAX_LENGTH)) {
    problems.push(
      `${where}.description must be text of at most ${PAGE_DESCRIPTION_MAX_LENGTH} characters`,
    );
  }
  if (
    page.keywords !== undefined &&
    !(Array.isArray(page.keywords) && page.keywords.every((word) => isText(word, 60)))
  ) {
    problems.push(`${where}.keywords must be a list of short texts`);
  }
  if (page.openGraph !== undefined) {
    const og = page.openGraph;
    if (!isRecord(og)) problems.push(`${where}.openGraph must be an object`);
    else {
      if (og.title !== undefined && !isText(og.title, PAGE_TITLE_MAX_LENGTH)) {
        problems.push(`${where}.openGraph.title must be short text`);
      }
      if (og.description !== undefined && !isText(og.description, PAGE_DESCRIPTION_MAX_LENGTH)) {
        problems.push(`${where}.openGraph.description must be short text`);
      }
      if (
        og.image !== undefined &&
        !(
          typeof og.image === 'string' &&
          /^\/[\w./-]+$/.test(og.image) &&
          shareImageType(og.image) !== undefined
        )
      ) {
        problems.push(`${where}.openGraph.image must be the site path of a PNG or JPEG`);
      }
      if (og.image !== undefined && !isText(og.imageAlt, PAGE_DESCRIPTION_MAX_LENGTH)) {
        problems.push(`${where}.openGraph.imageAlt must describe the image in short text`);
      } else if (og.image === undefined && og.imageAlt !== undefined) {
        problems.push(`${where}.openGraph.imageAlt describes an image: declare the image too`);
      }
    }
  }
  if (page.menus !== undefined) problems.push(...menuProblems(page.menus, where));
  if (page.flag !== undefined && !(typeof page.flag === 'string' && isFeatureFlagName(page.flag))) {
    problems.push(`${where}.flag must name a feature flag`);
  }
  if (page.indexed !== undefined && typeof page.indexed !== 'boolean') {
    problems.push(`${where}.indexed must be true or false`);
  }
  if (page.layout !== undefined && !(PAGE_LAYOUTS as readonly unknown[]).includes(page.layout)) {
    problems.push(`${where}.layout must be one of ${PAGE_LAYOUTS.join(', ')}`);
  }
  if (
    page.hydration !== undefined &&
    !(PAGE_HYDRATIONS as readonly unknown[]).includes(page.hydration)
  ) {
    problems.push(`${where}.hydration must be one of ${PAGE_HYDRATIONS.join(', ')}`);
  }
  return problems;
}

/** Why a remote's declaration is not valid; none: it is. */
export function sitePagesProblems(value: unknown): string[] {
  if (!Array.isArray(value)) return ['the declaration must be a list of pages'];
  if (value.length > MAX_PAGES_PER_REMOTE) {
    return [`at most ${MAX_PAGES_PER_REMOTE} pages per remote`];
  }
  const problems = value.flatMap(pageProblems);
  if (problems.length > 0) return problems;
  const pages = value as SitePageDeclaration[];
  for (const field of ['id', 'path'] as const) {
    const seen = new Set<string>();
    for (const page of pages) {
      if (seen.has(page[field])) problems.push(`${field} ${page[field]} is declared twice`);
      seen.add(page[field]);
    }
  }
  return problems;
}

export function isSitePagesDeclaration(value: unknown): value is SitePageDeclaration[] {
  return sitePagesProblems(value).length === 0;
}

/** Paths or page ids claimed by more than one remote, as messages; none: the releases fit together. */
export function sitePageConflicts(releases: readonly RemoteSitePages[]): string[] {
  const conflicts: string[] = [];
  for (const field of ['path', 'id'] as const) {
    const owners = new Map<string, string>();
    for (const { remote, pages } of releases) {
      for (const page of pages) {
        const owner = owners.get(page[field]);
        if (owner !== undefined && owner !== remote) {
          conflicts.push(`${field} ${page[field]} is claimed by both ${owner} and ${remote}`);
        } else owners.set(page[field], remote);
      }
    }
  }
  return conflicts;
}

/** The site's pages from its remotes' releases, in the order given. Check conflicts first. */
export function composeSitePages(releases: readonly RemoteSitePages[]): SitePage[] {
  return releases.flatMap(({ remote, pages }) => pages.map((page) => ({ ...page, remote })));
}

/** A remote's release as the shell reads it: its declaration, unchecked. */
export interface RemoteRelease {
  remote: string;
  sitePages: unknown;
}

export interface SiteComposition {
  /** The site's pages: of every release with a valid declaration, a conflicting page left to its first claimant. */
  pages: SitePage[];
  /** Why the releases do not fit together; none: the composition is consistent. */
  problems: string[];
}

/**
 * The site from its remotes' releases, checked: a release whose declaration breaks the schema
 * brings no pages, and a path or id claimed twice is a problem. A caller with a consistent
 * composition keeps it while a new one has problems.
 */
export function composeSite(releases: readonly RemoteRelease[]): SiteComposition {
  const problems: string[] = [];
  const valid: RemoteSitePages[] = [];
  for (const { remote, sitePages } of releases) {
    const declarationProblems = sitePagesProblems(sitePages);
    if (declarationProblems.length === 0) {
      valid.push({ remote, pages: sitePages as SitePageDeclaration[] });
    } else {
      problems.push(...declarationProblems.map((problem) => `${remote}: ${problem}`));
    }
  }
  problems.push(...sitePageConflicts(valid));
  const claimed = new Set<string>();
  const pages = composeSitePages(valid).filter((page) => {
    const taken = claimed.has(`path ${page.path}`) || claimed.has(`id ${page.id}`);
    claimed.add(`path ${page.path}`);
    claimed.add(`id ${page.id}`);
    return !taken;
  });
  return { pages, problems };
}
