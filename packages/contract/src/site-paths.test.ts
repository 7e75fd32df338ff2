import { DEFAULT_FEATURE_FLAGS, parseFeatureFlags } from './feature-flags.js';
import {
  canonicalRedirectPath,
  isIndexedPage,
  isIndexedSitePath,
  normalizeSitePath,
  pageForSitePath,
  statusForSitePath,
} from './site-paths.js';
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
  {
    id: 'reset-password',
    path: '/reset-password',
    title: 'Reset',
    description: 'Reset a password.',
    indexed: false,
    remote: 'investors',
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

  it('a page is for search when it exists under the flags and is not declared unindexed', () => {
    const careersOn = parseFeatureFlags({ careersPage: true });
    expect(isIndexedPage({}, DEFAULT_FEATURE_FLAGS)).toBe(true);
    expect(isIndexedPage({ indexed: false }, DEFAULT_FEATURE_FLAGS)).toBe(false);
    expect(isIndexedPage({ flag: 'careersPage' }, DEFAULT_FEATURE_FLAGS)).toBe(false);
    expect(isIndexedPage({ flag: 'careersPage' }, careersOn)).toBe(true);
    expect(isIndexedSitePath('/about', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(true);
    expect(isIndexedSitePath('/reset-password', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(false);
    expect(isIndexedSitePath('/careers', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(false);
    expect(isIndexedSitePath('/careers', PAGES, careersOn)).toBe(true);
    expect(isIndexedSitePath('/nowhere', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(false);
    expect(isIndexedSitePath('/staff', PAGES, DEFAULT_FEATURE_FLAGS)).toBe(false);
  });

  it('another spelling of a page path leads to the page path: letter case, trailing slashes', () => {
    const flags = DEFAULT_FEATURE_FLAGS;
    expect(canonicalRedirectPath('/ABOUT', PAGES, flags)).toBe('/about');
    expect(canonicalRedirectPath('/About/', PAGES, flags)).toBe('/about');
    expect(canonicalRedirectPath('/Investors/Roadmap', PAGES, flags)).toBe('/investors/roadmap');
    expect(canonicalRedirectPath('/investors/roadmap//', PAGES, flags)).toBe('/investors/roadmap');
    expect(canonicalRedirectPath('/Reset-Password', PAGES, flags)).toBe('/reset-password');
    // The page's own path, and the home page, stay where they are.
    expect(canonicalRedirectPath('/about', PAGES, flags)).toBeUndefined();
    expect(canonicalRedirectPath('/', PAGES, flags)).toBeUndefined();
  });

  it('a path that names no page is not redirected: it stays a 404', () => {
    const flags = DEFAULT_FEATURE_FLAGS;
    expect(canonicalRedirectPath('/NOWHERE', PAGES, flags)).toBeUndefined();
    expect(canonicalRedirectPath('/CAREERS', PAGES, flags)).toBeUndefined(); // flag off
    expect(canonicalRedirectPath('/CAREERS', PAGES, parseFeatureFlags({ careersPage: true }))).toBe(
      '/careers',
    );
    expect(canonicalRedirectPath('/STAFF', PAGES, flags)).toBeUndefined();
    // Only ASCII letters fold: U+212A (Kelvin sign) lower-cases to "k" in Unicode.
    const keep = [{ ...PAGES[1]!, path: '/keep' }];
    expect(canonicalRedirectPath('/\u212Aeep', keep, flags)).toBeUndefined();
    expect(canonicalRedirectPath('/KEEP', keep, flags)).toBe('/keep');
  });

  it('never leads off the site, whatever the request path holds', () => {
    const flags = DEFAULT_FEATURE_FLAGS;
    for (const path of [
      '//evil.example',
      '//evil.example/about',
      '//ABOUT',
      '///about',
      '/%2F%2Fevil.example',
      '/%2fABOUT',
      '/\\evil.example',
      'https://evil.example/about',
      'ABOUT',
      '',
    ]) {
      expect(canonicalRedirectPath(path, PAGES, flags)).toBeUndefined();
    }
  });
});
