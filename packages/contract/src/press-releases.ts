/**
 * The company's press releases as data. The remote that serves the press-releases page keeps them
 * in a file of its own, renders them (each with its NewsArticle structured data) and publishes them
 * in its release's render-manifest.json, from which the shell's server makes the Atom feed: a
 * release is published by releasing that remote. This module holds the schema, the limits and the
 * addresses, so the page, the feed and the release check agree.
 */
import { SITE_LINKS } from './site-links.js';
import { isRecord, unknownFieldProblems } from './manifest-entry-checks.js';

export interface PressRelease {
  /** Its anchor on the press-releases page, and part of its permanent id: kebab-case, unique. */
  id: string;
  /** The headline. */
  title: string;
  /** One or two sentences: the feed's summary and the structured data's description. */
  summary: string;
  /** The day it was published, YYYY-MM-DD. */
  published: string;
  /** The day it was last corrected, YYYY-MM-DD, not before `published`. */
  updated?: string;
  /** The text, one string per paragraph. */
  body: string[];
}

/** The feed of the press releases: a site file beside the page, not a page (no remote may claim it). */
export const PRESS_RELEASES_FEED_PATH = `${SITE_LINKS.pressReleases}/feed.xml`;
export const PRESS_RELEASES_FEED_TITLE = 'Gloh press releases';
export const PRESS_RELEASES_FEED_TYPE = 'application/atom+xml';

export const PRESS_RELEASE_ID_MAX_LENGTH = 80;
/** Search engines cut longer headlines. */
export const PRESS_RELEASE_TITLE_MAX_LENGTH = 110;
export const PRESS_RELEASE_SUMMARY_MAX_LENGTH = 300;
export const PRESS_RELEASE_MAX_PARAGRAPHS = 50;
export const PRESS_RELEASE_PARAGRAPH_MAX_LENGTH = 5_000;
/** The shell's server reads the list from the remote's manifest every few seconds: it stays small. */
export const MAX_PRESS_RELEASES = 500;

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const FIELDS = new Set(['id', 'title', 'summary', 'published', 'updated', 'body']);

/** Control characters cannot be written in XML (the feed) and have no place in a release. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function isText(value: unknown, maxLength: number): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= maxLength &&
    !hasControlCharacter(value)
  );
}

/** A real calendar day written YYYY-MM-DD (ISO 8601). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function releaseProblems(release: unknown, index: number): string[] {
  const where = `pressReleases[${index}]`;
  if (!isRecord(release)) return [`${where} must be an object`];
  const problems = unknownFieldProblems(release, FIELDS, where);
  if (
    typeof release.id !== 'string' ||
    !ID_PATTERN.test(release.id) ||
    release.id.length > PRESS_RELEASE_ID_MAX_LENGTH
  ) {
    problems.push(
      `${where}.id must be kebab-case (a-z, 0-9, -) of at most ${PRESS_RELEASE_ID_MAX_LENGTH} characters`,
    );
  }
  if (!isText(release.title, PRESS_RELEASE_TITLE_MAX_LENGTH)) {
    problems.push(
      `${where}.title must be text of at most ${PRESS_RELEASE_TITLE_MAX_LENGTH} characters`,
    );
  }
  if (!isText(release.summary, PRESS_RELEASE_SUMMARY_MAX_LENGTH)) {
    problems.push(
      `${where}.summary must be text of at most ${PRESS_RELEASE_SUMMARY_MAX_LENGTH} characters`,
    );
  }
  if (!isIsoDate(release.published)) {
    problems.push(`${where}.published must be a date written YYYY-MM-DD`);
  }
  if (release.updated !== undefined) {
    if (!isIsoDate(release.updated)) {
      problems.push(`${where}.updated must be a date written YYYY-MM-DD`);
    } else if (isIsoDate(release.published) && release.updated < release.published) {
      problems.push(`${where}.updated must not be before its published date`);
    }
  }
  if (
    !Array.isArray(release.body) ||
    release.body.length === 0 ||
    release.body.length > PRESS_RELEASE_MAX_PARAGRAPHS ||
    !release.body.every((paragraph) => isText(paragraph, PRESS_RELEASE_PARAGRAPH_MAX_LENGTH))
  ) {
    problems.push(
      `${where}.body must be a list of 1 to ${PRESS_RELEASE_MAX_PARAGRAPHS} paragraphs of at most ${PRESS_RELEASE_PARAGRAPH_MAX_LENGTH} characters`,
    );
  }
  return problems;
}

/** Why a list of press releases is not valid; none: it is. */
export function pressReleasesProblems(value: unknown): string[] {
  if (!Array.isArray(value)) return ['the press releases must be a list'];
  if (value.length > MAX_PRESS_RELEASES) return [`at most ${MAX_PRESS_RELEASES} press releases`];
  const problems = value.flatMap(releaseProblems);
  if (problems.length > 0) return problems;
  const seen = new Set<string>();
  for (const { id } of value as PressRelease[]) {
    if (seen.has(id)) problems.push(`id ${id} is used twice`);
    seen.add(id);
  }
  return problems;
}

export function isPressReleaseList(value: unknown): value is PressRelease[] {
  return pressReleasesProblems(value).length === 0;
}

/** The day it last changed: its update, or its publication. */
export function pressReleaseModified(release: PressRelease): string {
  return release.updated ?? release.published;
}

/** Newest publication first; releases of one day keep their order in the list. */
export function newestFirst(releases: readonly PressRelease[]): PressRelease[] {
  return [...releases].sort((a, b) =>
    a.published === b.published ? 0 : a.published < b.published ? 1 : -1,
  );
}

/**
 * The element id of a release on the press-releases page. Prefixed, so that no release id can
 * collide with an id the page already has (`root`, `main-content`, a heading's).
 */
export function pressReleaseAnchor(id: string): string {
  return `release-${id}`;
}

/**
 * A release's permanent address: its anchor on the press-releases page. The feed entry's id and
 * link and the NewsArticle's @id and url are all this one URL.
 */
export function pressReleaseUrl(siteUrl: string, id: string): string {
  return `${siteUrl}${SITE_LINKS.pressReleases}#${pressReleaseAnchor(id)}`;
}
