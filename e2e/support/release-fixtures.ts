import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PressRelease } from '@gloh/contract/press-releases';
import { buildEditedRelease, replaceInFile } from './remote-releases';

/**
 * The releases the specs deploy, each built once (remote-releases.ts keeps them by content) and
 * shared by every spec that ships it.
 */

/** A page the next marketing release adds, with its menu entries. */
export const PRESS_KIT_PAGE = {
  id: 'press-kit',
  path: '/press-kit',
  title: 'Press Kit',
  description: 'Logos, product facts and contacts for journalists writing about Gloh.',
  openGraph: { title: 'The Gloh press kit' },
  menus: [
    { menu: 'header', group: 'Investors', label: 'Press Kit', order: 34 },
    { menu: 'footer', group: 'Quick links', label: 'Press Kit', order: 15 },
  ],
};
/** A Bootstrap component no file of the shell uses: its rules must come with the remote. */
export const PRESS_KIT_COMPONENT_CLASS = 'list-group-horizontal';
/** The home page's heading as the current release has it, and as the next one words it. */
export const HOME_HEADING = 'From Insight to Action';
export const NEXT_HOME_HEADING = 'From Insight to Action, today';

/**
 * The marketing remote's next release, as its team would ship it: the Press Kit page (declared with
 * its menu entries, using a Bootstrap component of its own) and a reworded home heading.
 */
export function nextMarketingRelease(): string {
  return buildEditedRelease('marketing', (source) => {
    const declaration = path.join(source, 'src/app/site-pages.json');
    const pages = JSON.parse(readFileSync(declaration, 'utf8')) as unknown[];
    writeFileSync(declaration, JSON.stringify([...pages, PRESS_KIT_PAGE], null, 2));
    const feature = path.join(source, 'src/features/press-kit');
    mkdirSync(feature, { recursive: true });
    writeFileSync(
      path.join(feature, 'press-kit-page.tsx'),
      `export default function PressKitPage() {
  return (
    <section className="container py-5">
      <h1>Press Kit</h1>
      <ul className="list-group ${PRESS_KIT_COMPONENT_CLASS}" data-testid="press-facts">
        <li className="list-group-item">Founded in Houston</li>
        <li className="list-group-item">Three products</li>
      </ul>
    </section>
  );
}
`,
    );
    replaceInFile(
      path.join(source, 'src/app/pages.ts'),
      'export const pages: Record<string, PageLoader> = {',
      `export const pages: Record<string, PageLoader> = {
  'press-kit': () =>
    import(/* webpackChunkName: "page-press-kit" */ '../features/press-kit/press-kit-page'),`,
    );
    replaceInFile(
      path.join(source, 'src/features/home/home-page.tsx'),
      'From Insight <span>to Action</span>',
      'From Insight <span>to Action, today</span>',
    );
  });
}

/** The press release the investors team publishes in the feed test. */
export const FIXTURE_PRESS_RELEASE: PressRelease = {
  id: 'feed-check',
  title: 'A fixture release: <Gloh> & the feed',
  summary: 'Made by the end-to-end test of the press releases feed.',
  published: '2026-01-15',
  updated: '2026-01-20',
  body: ['First paragraph of the fixture.', 'Second paragraph of the fixture.'],
};

/** The investors remote's release that publishes FIXTURE_PRESS_RELEASE: one entry in its data. */
export function investorsReleaseWithPressRelease(): string {
  return buildEditedRelease('investors', (source) => {
    writeFileSync(
      path.join(source, 'src/features/press-releases/press-releases.json'),
      JSON.stringify([FIXTURE_PRESS_RELEASE], null, 2),
    );
  });
}

/** What the marketing release that throws throws, once per page load. */
export const THROWING_PAGE_ERROR = 'Fixture release: the platform page fails after it renders';

/**
 * A marketing release whose platform page throws an error nobody catches at the visitor's first
 * click, outside React (an error boundary would catch one thrown while rendering): one error per
 * page load. At a click rather than at once, so that the analytics, which load after the page,
 * are listening.
 */
export function marketingReleaseThatThrows(): string {
  return buildEditedRelease('marketing', (source) => {
    const page = path.join(source, 'src/features/platform/platform-page.tsx');
    writeFileSync(page, `import { useEffect } from 'react';\n${readFileSync(page, 'utf8')}`);
    replaceInFile(
      page,
      'export default function PlatformPage() {',
      `export default function PlatformPage() {
  useEffect(() => {
    const fail = () =>
      setTimeout(() => {
        throw new Error(${JSON.stringify(THROWING_PAGE_ERROR)});
      });
    document.addEventListener('click', fail, { once: true });
    return () => document.removeEventListener('click', fail);
  }, []);`,
    );
  });
}
