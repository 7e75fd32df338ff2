import { DEFAULT_FEATURE_FLAGS, parseFeatureFlags } from './feature-flags.js';
import { normalizeSitePath, pageForSitePath, statusForSitePath } from './site-paths.js';
import type { SitePage } from './site-pages.js';

const PAGES: SitePage[] = [
  { id: 'home', path: '/', title: 'Home', description: 'The home page.', remote: 'marketing' },
  { id: 'about', path: '/about', title: 'About', description: 'About us.', remote: 'marketing' },
  {
    id: 'roadmap',
    path: '/investors/roadmap',
    title: 'Roadmap',
    description: 'The roadmap.',
    remote: 'investors',
  },
  {
    id: 'careers',
    path: '/careers',
    title: 'Careers',
    description: 'Jobs.',
    flag: 'careersPage',
    remote: 'marketing',
  },
];

describe('site paths', () => {
  it('are read without trailing slashes, the root staying the root', () => {
    expect(normalizeSitePath('/')).toBe('/');
    expect(normalizeSitePath('/about//')).toBe('/about');
    expect(normalizeSitePath('/investors/roadmap/')).toBe('/investors/roadmap');
  });

  it('declared pages are 200, unknown paths 404, the staff console 200', () => {
    expect(statusForSitePath('/', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(200);
    expect(statusForSitePath('/about/', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(200);
    expect(statusForSitePath('/nowhere', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(404);
    expect(statusForSitePath('/About', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(404);
    expect(statusForSitePath('/staff/enroll', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(200);
    expect(statusForSitePath('/staffing', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(404);
    expect(statusForSitePath('/about', [], DEFAULT_FEATURE_FLAGS)).toBe(404);
  });

  it('a flagged page exists only while its flag is on, as the deployment config reads', () => {
    expect(statusForSitePath('/careers', PAGES, parseFeatureFlags({}))).toBe(404);
    expect(statusForSitePath('/careers', PAGES, parseFeatureFlags({ careersPage: true }))).toBe(
      200,
    );
    expect(statusForSitePath('/careers', PAGES, parseFeatureFlags({ careersPage: 'true' }))).toBe(
      404,
    );
    expect(pageForSitePath('/careers/', PAGES, parseFeatureFlags({ careersPage: true }))?.id).toBe(
      'careers',
    );
  });
});
