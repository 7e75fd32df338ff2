// The deployment's runtime config (config.json in the shell's build folder) as the server needs
// it: the feature flags (a flag-off route is a 404, and not in the sitemap) and the public site
// URL (the sitemap's and, with server rendering, the canonical links' origin: the same `siteUrl`
// the pages' head tags read in the browser, so it is set once per deployment).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import siteConfigDefaults from '@gloh/shared/site-config.defaults.json' with { type: 'json' };

/**
 * @param {unknown} input the parsed config.json
 * @returns {{ flags: Record<string, boolean>, siteUrl: string }} only flags that are exactly true
 *   count as on, as in the browser
 */
export function serverRuntimeConfig(input) {
  const raw = typeof input === 'object' && input !== null ? input : {};
  const flags = typeof raw.flags === 'object' && raw.flags !== null ? raw.flags : {};
  const siteUrl = raw.site?.siteUrl;
  return {
    flags: Object.fromEntries(Object.entries(flags).map(([name, value]) => [name, value === true])),
    siteUrl: (typeof siteUrl === 'string' && siteUrl.trim() !== ''
      ? siteUrl
      : siteConfigDefaults.siteUrl
    ).replace(/\/+$/, ''),
  };
}

/** Reads config.json again only when a deployment replaced it; a missing or broken file means defaults. */
export function createRuntimeConfigReader(distDir) {
  const file = path.join(distDir, 'config.json');
  let cached = { mtimeMs: -1, config: serverRuntimeConfig({}) };
  return async function currentRuntimeConfig() {
    try {
      const { mtimeMs } = await stat(file);
      if (mtimeMs !== cached.mtimeMs) {
        cached = { mtimeMs, config: serverRuntimeConfig(JSON.parse(await readFile(file, 'utf8'))) };
      }
    } catch {
      cached = { mtimeMs: -1, config: serverRuntimeConfig({}) };
    }
    return cached.config;
  };
}
