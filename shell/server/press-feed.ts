// The press releases' Atom feed (RFC 4287), from the releases the live release of the
// press-releases page's remote publishes, with absolute URLs from the deployment's site URL.
import { BRAND_NAME } from '@gloh/contract/site-identity';
import {
  newestFirst,
  PRESS_RELEASES_FEED_PATH,
  PRESS_RELEASES_FEED_TITLE,
  PRESS_RELEASES_FEED_TYPE,
  type PressRelease,
  pressReleaseModified,
  pressReleaseUrl,
} from '@gloh/contract/press-releases';
import { SITE_LINKS } from '@gloh/contract/site-links';

export const PRESS_FEED_CONTENT_TYPE = `${PRESS_RELEASES_FEED_TYPE}; charset=utf-8`;

/** The feed's author: the company. */
const PUBLISHER_NAME = BRAND_NAME;

/**
 * A feed must say when it last changed, and an empty one has no release to say it: the day the
 * feed was started, fixed, so that readers polling it see no change until the first release.
 */
export const EMPTY_FEED_UPDATED = '2026-11-27T00:00:00Z';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}

/** A release's day as an RFC 3339 date-time: midnight UTC, so it never moves with the server. */
function dateTime(day: string): string {
  return `${day}T00:00:00Z`;
}

/** The text as HTML paragraphs, for readers that show a release in full. */
function bodyHtml(body: readonly string[]): string {
  return body.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('');
}

function entryXml(release: PressRelease, siteUrl: string): string {
  const url = escapeXml(pressReleaseUrl(siteUrl, release.id));
  return [
    '  <entry>',
    `    <id>${url}</id>`,
    `    <title>${escapeXml(release.title)}</title>`,
    `    <updated>${dateTime(pressReleaseModified(release))}</updated>`,
    `    <published>${dateTime(release.published)}</published>`,
    `    <link rel="alternate" type="text/html" href="${url}"/>`,
    `    <summary>${escapeXml(release.summary)}</summary>`,
    `    <content type="html">${escapeXml(bodyHtml(release.body))}</content>`,
    '  </entry>',
  ].join('\n');
}

export function pressReleasesFeed({
  releases,
  siteUrl,
}: {
  releases: readonly PressRelease[];
  siteUrl: string;
}): string {
  const ordered = newestFirst(releases);
  // ISO dates compare as text.
  const lastModified = ordered.map(pressReleaseModified).sort().at(-1);
  const updated = lastModified ? dateTime(lastModified) : EMPTY_FEED_UPDATED;
  const feedUrl = escapeXml(`${siteUrl}${PRESS_RELEASES_FEED_PATH}`);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${feedUrl}</id>`,
    `  <title>${escapeXml(PRESS_RELEASES_FEED_TITLE)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${PUBLISHER_NAME}</name><uri>${escapeXml(`${siteUrl}/`)}</uri></author>`,
    `  <link rel="self" type="${PRESS_RELEASES_FEED_TYPE}" href="${feedUrl}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${SITE_LINKS.pressReleases}`)}"/>`,
    ...ordered.map((release) => entryXml(release, siteUrl)),
    '</feed>',
    '',
  ].join('\n');
}
