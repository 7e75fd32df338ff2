import {
  composeSite,
  composeSitePages,
  sitePageConflicts,
  sitePagesProblems,
  type SitePageDeclaration,
} from './site-pages.js';

const page = (fields: Partial<SitePageDeclaration> = {}): SitePageDeclaration => ({
  id: 'press-kit',
  path: '/press-kit',
  title: 'Press kit',
  description: 'Logos and facts for the press.',
  ...fields,
});

describe('a remote’s page declaration', () => {
  it('accepts complete pages with menus, Open Graph, a flag and indexability', () => {
    expect(
      sitePagesProblems([
        page({
          keywords: ['press'],
          openGraph: {
            title: 'Gloh press kit',
            image: '/press/kit-card.jpg',
            imageAlt: 'The Gloh logo above the words Press kit',
          },
          menus: [
            { menu: 'header', group: 'Investors', label: 'Press kit', order: 34 },
            { menu: 'footer', group: 'Quick links', label: 'Press kit', order: 15 },
          ],
          flag: 'careersPage',
          indexed: false,
          layout: 'default',
          hydration: 'on-interaction',
        }),
      ]),
    ).toEqual([]);
  });

  it('names what is wrong, field by field', () => {
    expect(sitePagesProblems({})).toEqual(['the declaration must be a list of pages']);
    expect(
      sitePagesProblems([
        page({ id: 'Press Kit', path: '/Press-Kit/', title: '' }),
        page({
          id: 'x',
          path: '/x',
          flag: 'noSuchFlag',
          layout: 'wide' as never,
          hydration: 'later' as never,
        }),
        page({ id: 'y', path: '/api/y', menus: [{ menu: 'footer', label: 'Y', order: 1.5 }] }),
        { ...page({ id: 'z', path: '/z' }), colour: 'red' },
      ]),
    ).toEqual([
      'pages[0].id must be kebab-case (a-z, 0-9, -)',
      'pages[0].path must be a lower-case site path without a trailing slash',
      'pages[0].title must be text of at most 70 characters',
      'pages[1].flag must name a feature flag',
      'pages[1].layout must be one of default, home, fixed-header',
      'pages[1].hydration must be one of on-load, on-interaction',
      'pages[2].path /api/y is reserved for the shell',
      'pages[2]: menus[0]: a footer entry needs its group (the list it is in)',
      'pages[2]: menus[0].order must be an integer',
      'pages[3]: unknown field(s) colour',
    ]);
  });

  it('takes as sharing image only a PNG or JPEG, with its alt text', () => {
    const withImage = (openGraph: SitePageDeclaration['openGraph']) =>
      sitePagesProblems([page({ openGraph })]);
    expect(withImage({ image: '/og-card.png', imageAlt: 'The Gloh card' })).toEqual([]);
    expect(withImage({ image: '/press/photo.JPEG', imageAlt: 'Our team' })).toEqual([]);
    expect(withImage({ image: '/og-card.svg', imageAlt: 'The Gloh card' })).toEqual([
      'pages[0].openGraph.image must be the site path of a PNG or JPEG',
    ]);
    expect(withImage({ image: 'https://cdn.example/card.png', imageAlt: 'A card' })).toEqual([
      'pages[0].openGraph.image must be the site path of a PNG or JPEG',
    ]);
    expect(withImage({ image: '/og-card.png' })).toEqual([
      'pages[0].openGraph.imageAlt must describe the image in short text',
    ]);
    expect(withImage({ imageAlt: 'A card' })).toEqual([
      'pages[0].openGraph.imageAlt describes an image: declare the image too',
    ]);
  });

  it('refuses an id or a path declared twice', () => {
    expect(sitePagesProblems([page(), page({ id: 'other' })])).toEqual([
      'path /press-kit is declared twice',
    ]);
  });
});

describe('composing the site from releases', () => {
  it('finds a path or an id claimed by two remotes', () => {
    const marketing = { remote: 'marketing', pages: [page()] };
    expect(
      sitePageConflicts([marketing, { remote: 'investors', pages: [page({ id: 'kit' })] }]),
    ).toEqual(['path /press-kit is claimed by both marketing and investors']);
    expect(
      sitePageConflicts([marketing, { remote: 'demos', pages: [page({ path: '/kit' })] }]),
    ).toEqual(['id press-kit is claimed by both marketing and demos']);
  });

  it('tags every page with its remote', () => {
    expect(
      composeSitePages([
        { remote: 'marketing', pages: [page()] },
        { remote: 'demos', pages: [page({ id: 'demos', path: '/demos' })] },
      ]).map(({ id, remote }) => `${remote}:${id}`),
    ).toEqual(['marketing:press-kit', 'demos:demos']);
  });
});

describe('composeSite', () => {
  it('is consistent when every release is valid and no path is claimed twice', () => {
    const site = composeSite([
      { remote: 'marketing', sitePages: [page()] },
      { remote: 'demos', sitePages: [page({ id: 'demos', path: '/demos' })] },
    ]);
    expect(site.problems).toEqual([]);
    expect(site.pages.map((entry) => entry.path)).toEqual(['/press-kit', '/demos']);
  });

  it('names the release that breaks the schema and leaves its pages out', () => {
    const site = composeSite([
      { remote: 'marketing', sitePages: [page()] },
      { remote: 'demos', sitePages: [{ id: 'demos' }] },
    ]);
    expect(site.problems[0]).toMatch(/^demos: pages\[0\]\.path/);
    expect(site.pages.map((entry) => entry.remote)).toEqual(['marketing']);
  });

  it('reports a conflict and keeps the page of its first claimant', () => {
    const site = composeSite([
      { remote: 'marketing', sitePages: [page()] },
      { remote: 'investors', sitePages: [page({ id: 'kit' })] },
    ]);
    expect(site.problems).toEqual(['path /press-kit is claimed by both marketing and investors']);
    expect(site.pages.map((entry) => `${entry.remote}:${entry.id}`)).toEqual([
      'marketing:press-kit',
    ]);
  });
});
