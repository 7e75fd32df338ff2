// The flags' rule is written once in @gloh/contract; this subpath stays, with the same names, for
// the remotes built against this package's surface (see surface/public-surface.mjs).
export {
  DEFAULT_FEATURE_FLAGS,
  isFeatureFlagName,
  parseFeatureFlags,
  type FeatureFlagName,
  type FeatureFlags,
} from '@gloh/contract/feature-flags';
