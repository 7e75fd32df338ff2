import { getHref } from '@gloh/shared/routes';

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

/** The header's entries in the spec's order (section 2, "Header and footer"). */
export const HEADER_NAVIGATION: NavItem[] = [
  {
    id: 'building',
    label: "What We're Building",
    links: [
      { label: "What We're Building", href: getHref('what-were-building') },
      { label: 'Platform', href: getHref('platform') },
    ],
  },
  { label: 'Partnerships', href: getHref('partnerships') },
  {
    id: 'investors',
    label: 'Investors',
    links: [
      { label: 'Presentation Access', href: getHref('presentation-access') },
      { label: 'Roadmap', href: getHref('roadmap') },
      { label: 'Financials', href: getHref('financials') },
      { label: 'Press Releases', href: getHref('press-releases') },
    ],
  },
  { label: 'About Us', href: getHref('about') },
];

export const CONTACT_LINK: NavLinkItem = { label: 'Contact Us', href: getHref('contact') };
