import { DEFAULT_FEATURE_FLAGS, parseFeatureFlags } from './feature-flags.js';
import { normalizeSitePath, routeForSitePath, statusForSitePath } from './site-paths.js';

describe('site paths', () => {
  it('are read without trailing slashes, the root staying the root', () => {
    expect(normalizeSitePath('/')).toBe('/');
    expect(normalizeSitePath('/about//')).toBe('/about');
    expect(normalizeSitePath('/investors/roadmap/')).toBe('/investors/roadmap');
  });

  it('known routes are 200, unknown paths 404', () => {
    expect(statusForSitePath('/', DEFAULT_FEATURE_FLAGS)).toBe(200);
    expect(statusForSitePath('/about/', DEFAULT_FEATURE_FLAGS)).toBe(200);
    expect(statusForSitePath('/nowhere', DEFAULT_FEATURE_FLAGS)).toBe(404);
    expect(statusForSitePath('/About', DEFAULT_FEATURE_FLAGS)).toBe(404);
    expect(statusForSitePath('/staff/enroll', DEFAULT_FEATURE_FLAGS)).toBe(200);
    expect(statusForSitePath('/staffing', DEFAULT_FEATURE_FLAGS)).toBe(404);
  });

  it('a flagged route exists only while its flag is on, as the deployment config reads', () => {
    expect(statusForSitePath('/careers', parseFeatureFlags({}))).toBe(404);
    expect(statusForSitePath('/careers', parseFeatureFlags({ careersPage: true }))).toBe(200);
    expect(statusForSitePath('/careers', parseFeatureFlags({ careersPage: 'true' }))).toBe(404);
    expect(routeForSitePath('/careers/', parseFeatureFlags({ careersPage: true }))?.id).toBe(
      'careers',
    );
  });
});
