// The deployment's runtime config (config.json in the shell's build folder) as the server needs
// it: the feature flags (a flag-off route is a 404, and not in the sitemap) and the public site
// URL (the sitemap's and, with server rendering, the canonical links' origin: the same `siteUrl`
// the pages' head tags read in the browser, so it is set once per deployment).
import { readFile, stat } from 'node:fs/promises';
import { parseFeatureFlags } from '@gloh/contract/feature-flags';
import siteConfigDefaults from '@gloh/shared/site-config.defaults.json' with { type: 'json' };

/**
 * @param {unknown} input the parsed config.json
 * @returns {{ flags: Record<string, boolean>, siteUrl: string }} the flags as the browser reads
 *   them (parseFeatureFlags: defaults for missing ones, non-booleans ignored)
 */
export function serverRuntimeConfig(input) {
  const raw = typeof input === 'object' && input !== null ? input : {};
  const siteUrl = raw.site?.siteUrl;
  return {
    flags: parseFeatureFlags(raw.flags),
    siteUrl: (typeof siteUrl === 'string' && siteUrl.trim() !== ''
      ? siteUrl
      : siteConfigDefaults.siteUrl
    ).replace(/\/+$/, ''),
  };
}

/**
 * Reads the config file again only when a deployment replaced it; a missing or broken file means
 * defaults. `key` changes with the file (it is part of the rendered-HTML cache key), `raw` is the
 * file as the browser gets it.
 * @param {string} file config.json of the build, or the deployment's SITE_CONFIG_FILE
 */
export function createRuntimeConfigReader(file) {
  const defaults = { key: 'none', raw: {}, ...serverRuntimeConfig({}) };
  let cached = defaults;
  return async function currentRuntimeConfig() {
    try {
      const { mtimeMs, size } = await stat(file);
      const key = `${mtimeMs}:${size}`;
      if (key !== cached.key) {
        const raw = JSON.parse(await readFile(file, 'utf8'));
        cached = { key, raw, ...serverRuntimeConfig(raw) };
      }
    } catch {
      cached = defaults;
    }
    return cached;
  };
}
