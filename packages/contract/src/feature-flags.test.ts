import { DEFAULT_FEATURE_FLAGS, parseFeatureFlags } from './feature-flags.js';

describe('parseFeatureFlags', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      stockTicker: false,
      cookieBanner: true,
      glohPredictDemo: false,
      solutionsPage: false,
      careersPage: false,
    });
  });

  it('applies known boolean overrides and ignores everything else', () => {
    expect(
      parseFeatureFlags({
        careersPage: true,
        cookieBanner: false,
        unknownFlag: true,
        solutionsPage: 'yes',
      }),
    ).toEqual({ ...DEFAULT_FEATURE_FLAGS, careersPage: true, cookieBanner: false });
  });

  it('falls back to the defaults for a missing or broken value', () => {
    expect(parseFeatureFlags(undefined)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(parseFeatureFlags('on')).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
