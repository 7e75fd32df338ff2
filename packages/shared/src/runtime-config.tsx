import { createContext, useContext, type ReactNode } from 'react';
// Relative on purpose: feature-flags and site-config hold no state, so a copy inside this module
// costs nothing, where importing them as shared modules cost two more requests on every first load.
import {
  DEFAULT_FEATURE_FLAGS,
  parseFeatureFlags,
  type FeatureFlagName,
  type FeatureFlags,
} from './feature-flags';
import { DEFAULT_SITE_CONFIG, parseSiteConfig, type SiteConfig } from './site-config';

/** Deploy-time settings, read from /config.json so a deployment changes them without a rebuild. */
export interface RuntimeConfig {
  flags: FeatureFlags;
  site: SiteConfig;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  flags: { ...DEFAULT_FEATURE_FLAGS },
  site: DEFAULT_SITE_CONFIG,
};

export const RUNTIME_CONFIG_URL = '/config.json';

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  return { flags: parseFeatureFlags(raw.flags), site: parseSiteConfig(raw.site) };
}

/** A missing or broken config file must not take the site down: the defaults apply. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    return parseRuntimeConfig(await response.json());
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(RuntimeConfigContext).site;
}

export function useFeatureFlags(): FeatureFlags {
  return useContext(RuntimeConfigContext).flags;
}

export function useFeatureFlag(name: FeatureFlagName): boolean {
  return useFeatureFlags()[name];
}
