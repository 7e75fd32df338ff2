import {
  type PressRelease,
  pressReleaseModified,
  pressReleaseUrl,
} from '@gloh/contract/press-releases';
import { SHARE_CARD } from '@gloh/contract/site-identity';
import { organizationId } from '@gloh/contract/structured-data';

/**
 * A press release as a schema.org NewsArticle, published by the site's one organization (referred
 * to by its @id, which the site-wide graph defines).
 * @param pageUrl the press-releases page's canonical URL
 */
export function newsArticleStructuredData(
  release: PressRelease,
  { siteUrl, pageUrl }: { siteUrl: string; pageUrl: string },
) {
  const url = pressReleaseUrl(siteUrl, release.id);
  const company = { '@id': organizationId(siteUrl) };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': url,
    headline: release.title,
    // Search results show an article with an image; until a release has its own, the site's card.
    image: {
      '@type': 'ImageObject',
      url: `${siteUrl}${SHARE_CARD.path}`,
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
    },
    description: release.summary,
    datePublished: release.published,
    dateModified: pressReleaseModified(release),
    url,
    mainEntityOfPage: pageUrl,
    publisher: company,
    author: company,
  };
}

/** JSON-LD as a script's text: '<' is escaped so that no value can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
