/**
 * @jest-environment jsdom
 */
// jsdom: its DOMParser is a conforming XML parser, which refuses a feed that is not well-formed.
import type { PressRelease } from '@gloh/contract/press-releases';
import { EMPTY_FEED_UPDATED, pressReleasesFeed } from './press-feed.js';

const ATOM = 'http://www.w3.org/2005/Atom';
const SITE = 'https://gloh.example';

const releases: PressRelease[] = [
  {
    id: 'pilot-launch',
    title: 'Gloh & partners start a <pilot>',
    summary: 'A provider starts using GlohPredict "today".',
    published: '2026-03-02',
    updated: '2026-03-05',
    body: ['First <b>paragraph</b> & more.', 'Second paragraph.'],
  },
  {
    id: 'funding-round',
    title: 'Gloh closes its seed round',
    summary: 'The round funds the pilot.',
    published: '2026-04-10',
    body: ['Only paragraph.'],
  },
  {
    id: 'founding',
    title: 'Gloh is founded',
    summary: 'The company is founded.',
    published: '2025-12-01',
    body: ['Only paragraph.'],
  },
];

/** What these tests read of the DOM (the server's TypeScript has no DOM types). */
interface XmlElement {
  namespaceURI: string | null;
  localName: string;
  children: ArrayLike<XmlElement>;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
type XmlParser = new () => {
  parseFromString(xml: string, type: string): { documentElement: XmlElement };
};

function parse(xml: string): { documentElement: XmlElement } {
  const { DOMParser } = globalThis as unknown as { DOMParser: XmlParser };
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  const error =
    root.localName === 'parsererror' ? root : root.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const children = (parent: XmlElement, name: string) =>
  Array.from(parent.children).filter(
    (child) => child.namespaceURI === ATOM && child.localName === name,
  );
const text = (parent: XmlElement, name: string) => children(parent, name)[0]?.textContent;
const link = (parent: XmlElement, rel: string) =>
  children(parent, 'link').find((element) => element.getAttribute('rel') === rel);

test('an Atom feed of the releases, newest first, with absolute links to their anchors', () => {
  const feed = parse(pressReleasesFeed({ releases, siteUrl: SITE })).documentElement;
  expect(feed.namespaceURI).toBe(ATOM);
  expect(feed.localName).toBe('feed');
  expect(text(feed, 'id')).toBe(`${SITE}/investors/press-releases/feed.xml`);
  expect(text(feed, 'title')).toBe('Gloh press releases');
  // The latest change of any release: the newest one's publication here.
  expect(text(feed, 'updated')).toBe('2026-04-10T00:00:00Z');
  expect(text(children(feed, 'author')[0]!, 'name')).toBe('Gloh');
  expect(link(feed, 'self')?.getAttribute('href')).toBe(
    `${SITE}/investors/press-releases/feed.xml`,
  );
  expect(link(feed, 'self')?.getAttribute('type')).toBe('application/atom+xml');
  expect(link(feed, 'alternate')?.getAttribute('href')).toBe(`${SITE}/investors/press-releases`);

  const entries = children(feed, 'entry');
  expect(entries.map((entry) => text(entry, 'id'))).toEqual([
    `${SITE}/investors/press-releases#release-funding-round`,
    `${SITE}/investors/press-releases#release-pilot-launch`,
    `${SITE}/investors/press-releases#release-founding`,
  ]);
  const pilot = entries[1]!;
  expect(text(pilot, 'title')).toBe('Gloh & partners start a <pilot>');
  expect(text(pilot, 'summary')).toBe('A provider starts using GlohPredict "today".');
  expect(text(pilot, 'published')).toBe('2026-03-02T00:00:00Z');
  expect(text(pilot, 'updated')).toBe('2026-03-05T00:00:00Z');
  expect(link(pilot, 'alternate')?.getAttribute('href')).toBe(
    `${SITE}/investors/press-releases#release-pilot-launch`,
  );
  // The text as escaped HTML: markup in a release is shown as text, never interpreted.
  expect(text(pilot, 'content')).toBe(
    '<p>First &lt;b&gt;paragraph&lt;/b&gt; &amp; more.</p><p>Second paragraph.</p>',
  );
});

test('a release updated after the newest publication is the feed’s last change', () => {
  const corrected = releases.map((release) =>
    release.id === 'founding' ? { ...release, updated: '2026-05-01' } : release,
  );
  const feed = parse(pressReleasesFeed({ releases: corrected, siteUrl: SITE })).documentElement;
  expect(text(feed, 'updated')).toBe('2026-05-01T00:00:00Z');
});

test('without releases: a valid feed with no entry and a fixed last change', () => {
  const xml = pressReleasesFeed({ releases: [], siteUrl: SITE });
  const feed = parse(xml).documentElement;
  expect(children(feed, 'entry')).toHaveLength(0);
  expect(text(feed, 'updated')).toBe(EMPTY_FEED_UPDATED);
  expect(EMPTY_FEED_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(pressReleasesFeed({ releases: [], siteUrl: SITE })).toBe(xml);
  expect(link(feed, 'alternate')?.getAttribute('href')).toBe(`${SITE}/investors/press-releases`);
});
