import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
// Relative on purpose: feature-flags and site-config hold no state, so a copy inside this module
// costs nothing, where importing them as shared modules cost two more requests on every first load.
import {
  DEFAULT_FEATURE_FLAGS,
  parseFeatureFlags,
  type FeatureFlagName,
  type FeatureFlags,
} from '@gloh/contract/feature-flags';
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

const RequestHostnameContext = createContext<string | null>(null);

/**
 * The host name the page was requested under, for a section that the server may render for some
 * hosts only. The shell's server gives the request's (its HTML is cached per host name), the
 * browser its own location's when it hydrates that HTML, so both render the same.
 */
export function RequestHostnameProvider({
  hostname,
  children,
}: {
  hostname: string | null;
  children: ReactNode;
}) {
  return (
    <RequestHostnameContext.Provider value={hostname}>{children}</RequestHostnameContext.Provider>
  );
}

const subscribeToNothing = () => () => undefined;

/**
 * The page's host name: the browser's own, or while rendering on the server and hydrating, the one
 * the shell's server rendered for (null where no host was given: the browser decides after
 * hydration).
 */
export function useRequestHostname(): string | null {
  const serverHostname = useContext(RequestHostnameContext);
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.hostname,
    () => serverHostname,
  );
}
