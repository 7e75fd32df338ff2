/** The site's feature toggles with their default values. */
export const DEFAULT_FEATURE_FLAGS = {
  stockTicker: false,
  cookieBanner: true,
  glohPredictDemo: false,
  solutionsPage: false,
  careersPage: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlagName = keyof typeof DEFAULT_FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

const FLAG_NAMES = Object.keys(DEFAULT_FEATURE_FLAGS) as FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (FLAG_NAMES as string[]).includes(name);
}

/**
 * The flags of a deployment's config.json, the one reading of them for the browser and the
 * site's server: a missing flag keeps its default; unknown names and non-boolean values are
 * ignored, not trusted.
 */
export function parseFeatureFlags(input: unknown): FeatureFlags {
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  if (typeof input !== 'object' || input === null) return flags;
  for (const [name, value] of Object.entries(input)) {
    if (isFeatureFlagName(name) && typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}
