import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@gloh/contract/feature-flags';
import { organizationId, websiteId } from '@gloh/contract/structured-data';
import { buildStructuredData, formatPageTitle, PageHead } from './page-head';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from './runtime-config';
import { DEFAULT_SITE_CONFIG } from './site-config';
import { SitePagesContext, type SiteRoute } from './site-pages';

const SITE_URL = DEFAULT_SITE_CONFIG.siteUrl;
const FLAGS_OFF: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, solutionsPage: false };
const FLAGS_ON: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, solutionsPage: true };

const route = (id: string, path: string, title: string, flag?: string): SiteRoute => ({
  id,
  path,
  title,
  description: `${title}.`,
  remote: 'marketing',
  ...(flag ? { flag } : {}),
});
const SITE_PAGES: SiteRoute[] = [
  route('home', '/', 'Healthcare AI, From Insight to Action'),
  route('about', '/about', 'About Us'),
  route('solutions', '/solutions', 'Healthcare Data, Reimagined', 'solutionsPage'),
  route('patients', '/solutions/patients', 'For Patients'),
  route('roadmap', '/investors/roadmap', 'Roadmap'),
];

function graphFor(path: string, flags: FeatureFlags = FLAGS_OFF) {
  const page = SITE_PAGES.find((entry) => entry.path === path)!;
  return buildStructuredData(DEFAULT_SITE_CONFIG, { page, sitePages: SITE_PAGES, flags });
}

type Node = Record<string, unknown>;

function nodesOf(graph: { '@graph': Node[] }, type: string): Node[] {
  return graph['@graph'].filter((node) => [node['@type']].flat().includes(type));
}

/** Every { "@id" } reference anywhere in a value (a node's own @id is not a reference). */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  if (entries.length === 1 && typeof (value as Node)['@id'] === 'string') {
    return [(value as Node)['@id'] as string];
  }
  return entries.flatMap(([key, child]) => (key === '@id' ? [] : referencesIn(child)));
}

const isAbsoluteSiteUrl = (value: unknown) =>
  typeof value === 'string' && value.startsWith(`${SITE_URL}/`);

/**
 * What schema.org and the search engines' structured-data rules expect of each node kind this
 * site publishes: its required properties, and BreadcrumbList positions counting from 1.
 */
function schemaProblems(graph: { '@context': string; '@graph': Node[] }): string[] {
  const problems: string[] = [];
  if (graph['@context'] !== 'https://schema.org') problems.push('@context is not schema.org');
  const required: Record<string, string[]> = {
    Organization: ['name', 'url', 'logo', 'address', 'telephone', 'email'],
    MedicalOrganization: ['name', 'address', 'telephone'],
    WebSite: ['name', 'url', 'publisher', 'inLanguage'],
    SoftwareApplication: ['name', 'applicationCategory', 'operatingSystem', 'publisher'],
    WebPage: ['name', 'url', 'isPartOf', 'inLanguage'],
    BreadcrumbList: ['itemListElement'],
  };
  const ids = new Set<string>();
  for (const node of graph['@graph']) {
    const types = [node['@type']].flat() as string[];
    if (typeof node['@id'] !== 'string') problems.push(`${types.join()} has no @id`);
    else if (ids.has(node['@id'])) problems.push(`${node['@id']} is two nodes`);
    else ids.add(node['@id']);
    for (const type of types) {
      const fields = required[type];
      if (!fields) problems.push(`unexpected type ${type}`);
      for (const field of fields ?? []) {
        if (node[field] === undefined) problems.push(`${type} has no ${field}`);
      }
    }
    for (const field of ['url', 'item']) {
      if (node[field] !== undefined && !isAbsoluteSiteUrl(node[field])) {
        problems.push(`${types.join()}.${field} is not an absolute site URL`);
      }
    }
    if (types.includes('BreadcrumbList')) {
      const items = node.itemListElement as Node[];
      if (items.length < 2) problems.push('a breadcrumb lists fewer than two pages');
      items.forEach((item, index) => {
        if (item['@type'] !== 'ListItem') problems.push(`item ${index} is not a ListItem`);
        if (item.position !== index + 1) problems.push(`item ${index} is at ${item.position}`);
        if (typeof item.name !== 'string' || item.name === '') problems.push(`item ${index} name`);
        if (!isAbsoluteSiteUrl(item.item)) problems.push(`item ${index} has no absolute URL`);
      });
    }
  }
  return problems;
}

function renderHead(head: ReactNode, flags: FeatureFlags = FLAGS_OFF) {
  return render(
    <RuntimeConfigProvider config={{ ...DEFAULT_RUNTIME_CONFIG, flags }}>
      <SitePagesContext.Provider value={SITE_PAGES}>{head}</SitePagesContext.Provider>
    </RuntimeConfigProvider>,
  );
}

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

function renderedGraphs(container: HTMLElement) {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as { '@context': string; '@graph': Node[] },
  );
}

describe('PageHead', () => {
  it('renders the title, description, canonical and sharing tags into the head', () => {
    render(
      <PageHead
        page={{
          title: 'About Us',
          description: 'Who we are and what we value.',
          path: '/about',
          keywords: ['mission'],
        }}
      />,
    );
    expect(document.title).toBe('About Us | Gloh');
    expect(content('meta[name="description"]')).toBe('Who we are and what we value.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.gloh.example/about',
    );
    expect(content('meta[property="og:title"]')).toBe('About Us | Gloh');
    expect(content('meta[name="keywords"]')).toMatch(/^mission, /);
  });

  it('shares the site card as a PNG previews display, with its size and alt text', () => {
    render(<PageHead page={{ title: 'About Us', description: 'Who we are.', path: '/about' }} />);
    expect(content('meta[property="og:image"]')).toBe('https://www.gloh.example/og-card.png');
    expect(content('meta[property="og:image:type"]')).toBe('image/png');
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:alt"]')).toMatch(/^Gloh: From Insight to Action/);
    expect(content('meta[name="twitter:image"]')).toBe('https://www.gloh.example/og-card.png');
    expect(content('meta[name="twitter:image:alt"]')).toBe(
      content('meta[property="og:image:alt"]'),
    );
  });

  it('escapes markup inside the JSON-LD', () => {
    const site = { ...DEFAULT_SITE_CONFIG, email: '</script><script>alert(1)</script>' };
    const { container } = renderHead(
      <RuntimeConfigProvider config={{ ...DEFAULT_RUNTIME_CONFIG, site }}>
        <PageHead page={{ title: 'X', description: 'Y', path: '/' }} />
      </RuntimeConfigProvider>,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).toContain('\\u003c/script>');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.stringify(renderedGraphs(container))).toContain(site.email);
  });

  it('shares the declared Open Graph title, description and image, and keeps unlisted pages out of search', () => {
    render(
      <PageHead
        page={{
          title: 'Deck',
          description: 'The deck.',
          path: '/investors/presentation',
          openGraph: {
            title: 'Our deck',
            description: 'Read it.',
            image: '/deck-card.jpg',
            imageAlt: 'The first slide of the deck',
          },
          indexed: false,
        }}
      />,
    );
    expect(content('meta[property="og:title"]')).toBe('Our deck | Gloh');
    expect(content('meta[property="og:description"]')).toBe('Read it.');
    expect(content('meta[property="og:image"]')).toBe('https://www.gloh.example/deck-card.jpg');
    expect(content('meta[property="og:image:type"]')).toBe('image/jpeg');
    expect(content('meta[property="og:image:alt"]')).toBe('The first slide of the deck');
    expect(content('meta[name="twitter:image:alt"]')).toBe('The first slide of the deck');
    // Its size is the file's, unknown here: a wrong one would distort the preview.
    expect(document.head.querySelector('meta[property="og:image:width"]')).toBeNull();
    expect(content('meta[name="robots"]')).toBe('noindex');
  });

  it('does not repeat the brand in the title', () => {
    expect(formatPageTitle('Gloh')).toBe('Gloh');
  });
});

describe('structured data', () => {
  it('describes one company: one organization node that is also the medical organization', () => {
    const graph = graphFor('/about');
    const organizations = graph['@graph'].filter((node) =>
      [node['@type']].flat().some((type) => /Organization$/.test(type)),
    );
    expect(organizations).toHaveLength(1);
    const [company] = organizations;
    expect(company?.['@id']).toBe(organizationId(SITE_URL));
    expect(company?.['@type']).toEqual(['Organization', 'MedicalOrganization']);
    expect(company).toMatchObject({
      telephone: DEFAULT_SITE_CONFIG.phone,
      email: DEFAULT_SITE_CONFIG.email,
      address: { addressLocality: 'Houston', addressRegion: 'TX' },
    });
    expect(nodesOf(graph, 'SoftwareApplication')).toHaveLength(1);
  });

  it('connects every node: the product, the website and the page refer to the company by @id', () => {
    const graph = graphFor('/solutions/patients', FLAGS_ON);
    const ids = graph['@graph'].map((node) => node['@id']);
    const references = referencesIn(graph['@graph']);
    expect(references.filter((id) => !ids.includes(id))).toEqual([]);
    const org = { '@id': organizationId(SITE_URL) };
    expect(nodesOf(graph, 'SoftwareApplication')[0]?.publisher).toEqual(org);
    expect(nodesOf(graph, 'WebSite')[0]).toMatchObject({
      '@id': websiteId(SITE_URL),
      publisher: org,
    });
    const [webPage] = nodesOf(graph, 'WebPage');
    expect(webPage).toMatchObject({
      url: `${SITE_URL}/solutions/patients`,
      name: 'For Patients | Gloh',
      isPartOf: { '@id': websiteId(SITE_URL) },
      breadcrumb: { '@id': nodesOf(graph, 'BreadcrumbList')[0]?.['@id'] },
    });
    // One graph, not islands: every node is reached from the company along references.
    const edges = graph['@graph'].flatMap((node) =>
      referencesIn(node).map((target) => [node['@id'], target] as const),
    );
    const reached = new Set([organizationId(SITE_URL)]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [from, to] of edges) {
        if (reached.has(from as string) !== reached.has(to)) {
          reached.add(from as string).add(to);
          grew = true;
        }
      }
    }
    expect(ids.filter((id) => !reached.has(id as string))).toEqual([]);
  });

  it('gives a nested page its breadcrumb: Home, each ancestor that is a page under the flags, the page', () => {
    const crumbs = (path: string, flags?: FeatureFlags) =>
      (nodesOf(graphFor(path, flags), 'BreadcrumbList')[0]?.itemListElement as Node[]).map(
        ({ position, name, item }) => `${position} ${name} ${item}`,
      );
    expect(crumbs('/solutions/patients', FLAGS_ON)).toEqual([
      `1 Home ${SITE_URL}/`,
      `2 Healthcare Data, Reimagined ${SITE_URL}/solutions`,
      `3 For Patients ${SITE_URL}/solutions/patients`,
    ]);
    // /solutions is flagged off, /investors is no page: neither is listed.
    expect(crumbs('/solutions/patients', FLAGS_OFF)).toEqual([
      `1 Home ${SITE_URL}/`,
      `2 For Patients ${SITE_URL}/solutions/patients`,
    ]);
    expect(crumbs('/investors/roadmap')).toEqual([
      `1 Home ${SITE_URL}/`,
      `2 Roadmap ${SITE_URL}/investors/roadmap`,
    ]);
  });

  it('has no breadcrumb on the home page or a top-level page', () => {
    for (const path of ['/', '/about']) {
      const graph = graphFor(path);
      expect(nodesOf(graph, 'BreadcrumbList')).toEqual([]);
      expect(nodesOf(graph, 'WebPage')[0]).not.toHaveProperty('breadcrumb');
    }
  });

  it('has the shapes schema.org and the search engines expect', () => {
    for (const path of ['/', '/about', '/solutions/patients', '/investors/roadmap']) {
      expect({ path, problems: schemaProblems(graphFor(path, FLAGS_ON)) }).toEqual({
        path,
        problems: [],
      });
    }
  });

  it('is one JSON-LD block in the page, built from the site pages and flags the shell provides', () => {
    const { container } = renderHead(
      <PageHead
        page={{ title: 'For Patients', description: 'For Patients.', path: '/solutions/patients' }}
      />,
      FLAGS_ON,
    );
    const graphs = renderedGraphs(container);
    expect(graphs).toHaveLength(1);
    expect(graphs[0]).toEqual(graphFor('/solutions/patients', FLAGS_ON));
  });

  it('is left out of a document that is no page of the site (the not-found page)', () => {
    const { container } = renderHead(
      <PageHead
        page={{ title: 'Page Not Found', description: 'Gone.', path: '/nope', indexed: false }}
        sitePage={false}
      />,
    );
    expect(renderedGraphs(container)).toEqual([]);
    // Hoisted into the head, where an earlier test's tags are gone once it unmounted.
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });
});
