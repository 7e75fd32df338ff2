/**
 * The site addresses one app links to in another team's area, and the API in its mails: published
 * URLs, part of the contract between the teams. The pages themselves, with their paths, are
 * declared by the remote that owns them (its site-pages.json); a test of the composed site checks
 * that every address here is a declared page, so a team cannot move one of these pages without a
 * contract change.
 */
export const SITE_LINKS = {
  home: '/',
  contact: '/contact',
  whatWereBuilding: '/what-were-building',
  presentationAccess: '/investors/presentation-access',
  presentation: '/investors/presentation',
  roadmap: '/investors/roadmap',
  pressReleases: '/investors/press-releases',
  resetPassword: '/reset-password',
  privacy: '/privacy',
} as const;

export type SiteLinkName = keyof typeof SITE_LINKS;
