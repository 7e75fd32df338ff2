import type { FeatureFlags } from '@gloh/contract/feature-flags';
import type { MenuName } from '@gloh/contract/site-pages';
import { isRouteFlagOn } from '@gloh/contract/site-paths';
import type { SiteRoute } from '@gloh/shared/site-pages';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

/** An id for a group's elements from its label: "What We're Building" → "what-we-re-building". */
function groupId(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface MenuEntry extends NavLinkItem {
  group?: string;
  order: number;
}

/** A menu's entries as the remotes declare them, of the pages that exist under these flags, in order. */
function menuEntries(
  pages: readonly SiteRoute[],
  flags: FeatureFlags,
  menu: MenuName,
): MenuEntry[] {
  return pages
    .filter((page) => isRouteFlagOn(page.flag, flags))
    .flatMap((page) =>
      (page.menus ?? [])
        .filter((placement) => placement.menu === menu)
        .map((placement) => ({
          label: placement.label,
          href: page.path,
          group: placement.group,
          order: placement.order,
        })),
    )
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/**
 * Entries grouped: a group sits where its first entry (lowest order) does, its entries together
 * in their order; an entry without a group is a link of its own.
 */
function groupEntries(entries: readonly MenuEntry[]): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, NavGroup>();
  for (const { label, href, group } of entries) {
    if (group === undefined) {
      items.push({ label, href });
      continue;
    }
    let navGroup = groups.get(group);
    if (!navGroup) {
      navGroup = { id: groupId(group), label: group, links: [] };
      groups.set(group, navGroup);
      items.push(navGroup);
    }
    navGroup.links.push({ label, href });
  }
  return items;
}

/** The header's navigation (and the mobile drawer's), composed from the remotes' declarations. */
export function headerNavigation(pages: readonly SiteRoute[], flags: FeatureFlags): NavItem[] {
  return groupEntries(menuEntries(pages, flags, 'header'));
}

/** The header's call to action (Contact Us), if a page declares one: the first by order. */
export function headerAction(
  pages: readonly SiteRoute[],
  flags: FeatureFlags,
): NavLinkItem | undefined {
  const [first] = menuEntries(pages, flags, 'header-action');
  return first && { label: first.label, href: first.href };
}

/** The footer's lists, each a group of entries. */
export function footerGroups(pages: readonly SiteRoute[], flags: FeatureFlags): NavGroup[] {
  return groupEntries(menuEntries(pages, flags, 'footer')).filter(isNavGroup);
}
