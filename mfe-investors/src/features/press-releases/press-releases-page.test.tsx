import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@gloh/shared/router';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from '@gloh/shared/runtime-config';
import {
  pressReleasesProblems,
  pressReleaseUrl,
  type PressRelease,
} from '@gloh/contract/press-releases';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { organizationId } from '@gloh/contract/structured-data';
import { pagePath } from '../../app/page-paths';
import PressReleasesPage, {
  FEED_LINK_TEXT,
  PRESS_RELEASES_PLACEHOLDER,
} from './press-releases-page';
import publishedData from './press-releases.json';

const SITE_URL = 'https://staging.gloh.example';
const PAGE_URL = `${SITE_URL}/investors/press-releases`;

const RELEASES: PressRelease[] = [
  {
    id: 'pilot-launch',
    title: 'Gloh starts its first pilot',
    summary: 'A behavioral health provider starts using GlohPredict.',
    published: '2026-03-02',
    updated: '2026-03-05',
    body: ['The pilot runs for nine months.', 'Results follow in a later release.'],
  },
  {
    id: 'seed-round',
    title: 'Gloh closes its seed round </script><b>',
    summary: 'The round funds the pilot.',
    published: '2026-04-10',
    body: ['Only paragraph.'],
  },
];

function Providers({ children }: { children: ReactNode }) {
  return (
    <RuntimeConfigProvider
      config={{
        ...DEFAULT_RUNTIME_CONFIG,
        site: { ...DEFAULT_RUNTIME_CONFIG.site, siteUrl: SITE_URL },
      }}
    >
      <MemoryRouter>{children}</MemoryRouter>
    </RuntimeConfigProvider>
  );
}

function structuredData(article: HTMLElement): Record<string, unknown> {
  const script = article.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
}

describe('without releases', () => {
  it('says press releases will be posted here soon, and lists none', () => {
    const { container } = render(<PressReleasesPage releases={[]} />, { wrapper: Providers });
    expect(screen.getByText(PRESS_RELEASES_PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No releases yet' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('is what the published list shows today', () => {
    render(<PressReleasesPage />, { wrapper: Providers });
    expect(screen.queryAllByRole('article')).toHaveLength(publishedData.length);
    if (publishedData.length === 0) {
      expect(screen.getByText(PRESS_RELEASES_PLACEHOLDER)).toBeInTheDocument();
    }
  });
});

it('links the feed, visibly and in the head for feed readers', () => {
  render(<PressReleasesPage releases={[]} />, { wrapper: Providers });
  expect(screen.getByRole('link', { name: FEED_LINK_TEXT })).toHaveAttribute(
    'href',
    '/investors/press-releases/feed.xml',
  );
  const alternate = document.head.querySelector('link[rel="alternate"]');
  expect(alternate).toHaveAttribute('type', 'application/atom+xml');
  expect(alternate).toHaveAttribute('href', '/investors/press-releases/feed.xml');
  expect(alternate).toHaveAttribute('title', 'Gloh press releases');
});

describe('with releases', () => {
  it('lists them newest first, each an article at its anchor with its date and text', () => {
    render(<PressReleasesPage releases={RELEASES} />, { wrapper: Providers });
    expect(screen.queryByText(PRESS_RELEASES_PLACEHOLDER)).not.toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.id)).toEqual([
      'release-seed-round',
      'release-pilot-launch',
    ]);
    const pilot = articles[1]!;
    expect(within(pilot).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Gloh starts its first pilot',
    );
    const times = pilot.querySelectorAll('time');
    expect([...times].map((time) => [time.dateTime, time.textContent])).toEqual([
      ['2026-03-02', 'March 2, 2026'],
      ['2026-03-05', 'March 5, 2026'],
    ]);
    expect(pilot).toHaveTextContent('A behavioral health provider starts using GlohPredict.');
    expect(pilot).toHaveTextContent('The pilot runs for nine months.');
    expect(pilot).toHaveTextContent('Results follow in a later release.');
    expect(articles[0]).not.toHaveTextContent('Updated');
  });

  it('describes each as a NewsArticle of the site’s organization', () => {
    render(<PressReleasesPage releases={RELEASES} />, { wrapper: Providers });
    const pilot = screen.getAllByRole('article')[1]!;
    expect(structuredData(pilot)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      '@id': `${PAGE_URL}#release-pilot-launch`,
      headline: 'Gloh starts its first pilot',
      image: {
        '@type': 'ImageObject',
        url: `${SITE_URL}/og-card.png`,
        width: 1200,
        height: 630,
      },
      description: 'A behavioral health provider starts using GlohPredict.',
      datePublished: '2026-03-02',
      dateModified: '2026-03-05',
      url: `${PAGE_URL}#release-pilot-launch`,
      mainEntityOfPage: PAGE_URL,
      publisher: { '@id': organizationId(SITE_URL) },
      author: { '@id': organizationId(SITE_URL) },
    });
    const seed = screen.getAllByRole('article')[0]!;
    expect(structuredData(seed)).toMatchObject({
      '@id': `${PAGE_URL}#release-seed-round`,
      datePublished: '2026-04-10',
      dateModified: '2026-04-10',
    });
  });

  it('escapes "<" in the structured data, so no headline can close its script', () => {
    render(<PressReleasesPage releases={RELEASES} />, { wrapper: Providers });
    const seed = screen.getAllByRole('article')[0]!;
    const script = seed.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('<');
    expect(script?.innerHTML).toContain('\\u003c/script>');
    expect(structuredData(seed).headline).toBe('Gloh closes its seed round </script><b>');
  });
});

describe('the published list', () => {
  it('keeps to the contract’s rules', () => {
    expect(pressReleasesProblems(publishedData)).toEqual([]);
  });

  it('addresses releases where the feed does: the page is the contract’s press-releases page', () => {
    expect(pagePath('press-releases')).toBe(SITE_LINKS.pressReleases);
    expect(pressReleaseUrl(SITE_URL, 'pilot-launch')).toBe(`${PAGE_URL}#release-pilot-launch`);
  });
});
