// The deployment's runtime config (config.json in the shell's build folder) as the server needs
// it: the feature flags (a flag-off route is a 404, and not in the sitemap) and the public site
// URL (the sitemap's and, with server rendering, the canonical links' origin: the same `siteUrl`
// the pages' head tags read in the browser, so it is set once per deployment), and the security
// mailbox of /.well-known/security.txt.
import { readFile, stat } from 'node:fs/promises';
import { type FeatureFlags, parseFeatureFlags } from '@gloh/contract/feature-flags';
import siteConfigDefaults from '@gloh/shared/site-config.defaults.json' with { type: 'json' };

export interface ServerRuntimeConfig {
  /** The flags as the browser reads them (parseFeatureFlags: defaults for missing ones). */
  flags: FeatureFlags;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** Where vulnerabilities are reported (security.txt's Contact). */
  securityEmail: string;
}

/** One address, nothing else: a line break or a space would add lines or words to security.txt. */
const MAILBOX = /^[^\s@]+@[^\s@]+$/;

/** @param input the parsed config.json */
export function serverRuntimeConfig(input: unknown): ServerRuntimeConfig {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as {
    flags?: unknown;
    site?: { siteUrl?: unknown; securityEmail?: unknown };
  };
  const siteUrl = raw.site?.siteUrl;
  const securityEmail = raw.site?.securityEmail;
  return {
    flags: parseFeatureFlags(raw.flags),
    siteUrl: (typeof siteUrl === 'string' && siteUrl.trim() !== ''
      ? siteUrl
      : siteConfigDefaults.siteUrl
    ).replace(/\/+$/, ''),
    securityEmail:
      typeof securityEmail === 'string' && MAILBOX.test(securityEmail.trim())
        ? securityEmail.trim()
        : siteConfigDefaults.securityEmail,
  };
}

/** The config as read, with what identifies the file's version. */
export interface RuntimeConfigReading extends ServerRuntimeConfig {
  /** Changes with the file: part of the rendered-HTML cache key. */
  key: string;
  /** The file as the browser gets it. */
  raw: unknown;
}

/**
 * Reads the config file again only when a deployment replaced it; a missing or broken file means
 * defaults.
 * @param file config.json of the build, or the deployment's SITE_CONFIG_FILE
 */
export function createRuntimeConfigReader(file: string): () => Promise<RuntimeConfigReading> {
  const defaults: RuntimeConfigReading = { key: 'none', raw: {}, ...serverRuntimeConfig({}) };
  let cached = defaults;
  return async function currentRuntimeConfig() {
    try {
      const { mtimeMs, size } = await stat(file);
      const key = `${mtimeMs}:${size}`;
      if (key !== cached.key) {
        const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
        cached = { key, raw, ...serverRuntimeConfig(raw) };
      }
    } catch {
      cached = defaults;
    }
    return cached;
  };
}
