#!/usr/bin/env node
// The shell's production server: the built shell, /api proxied to the API, and each remote at
// /remotes/<name>/ proxied to its own server (or served from a folder), all on one origin.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES, remoteEnvVar, remotePublicPath } from '@gloh/shared/remotes';
import { createStaticServer } from '@gloh/shared/server/static-server.mjs';
import { ROUTE_TABLE as routeTable } from '@gloh/contract/route-table';
import { createPageRenderer } from './rendering/page-renderer.mjs';

const shellDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.env.SHELL_DIST_DIR ?? path.join(shellDir, 'dist'));
const serverBundle = path.resolve(
  process.env.SHELL_SERVER_BUNDLE ?? path.join(shellDir, 'dist-server/server-entry.cjs'),
);
/** The runtime config (flags, site settings); SITE_CONFIG_FILE replaces the built one. */
const configFile = path.resolve(process.env.SITE_CONFIG_FILE ?? path.join(distDir, 'config.json'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * REMOTE_<NAME> is a URL to proxy to, or dir:<folder> to serve a build directly; without it, the
 * remote's own server on its dev port (as `npm start` runs it).
 */
function remoteMount({ name, devPort }) {
  const setting = process.env[remoteEnvVar(name)] ?? `http://127.0.0.1:${devPort}`;
  const prefix = remotePublicPath(name);
  return setting.startsWith('dir:')
    ? { prefix, root: path.resolve(setting.slice(4)) }
    : { prefix, target: setting };
}

const knownPaths = new Map(routeTable.map((route) => [route.path, route.flag]));

let configCache = { key: 'none', config: {} };
/** The served config.json, re-read when it changes; its key is part of the HTML cache key. */
async function currentConfig() {
  const file = configFile;
  try {
    const { mtimeMs, size } = await stat(file);
    const key = `${mtimeMs}:${size}`;
    if (key !== configCache.key) {
      configCache = { key, config: JSON.parse(await readFile(file, 'utf8')) };
    }
  } catch {
    configCache = { key: 'none', config: {} };
  }
  return configCache;
}

async function currentFlags() {
  return (await currentConfig()).config.flags ?? {};
}

/** Known routes get 200; unknown paths and routes whose flag is off get 404 (with the app). */
export async function statusForAppPath(pathname) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!knownPaths.has(normalized)) return 404;
  const flag = knownPaths.get(normalized);
  if (!flag) return 200;
  return (await currentFlags())[flag] === true ? 200 : 404;
}

/** Where the render workers fetch each remote's builds: its server, or this one for dir: remotes. */
function remoteOrigins() {
  return REMOTES.map((remote) => {
    const mount = remoteMount(remote);
    return { name: remote.name, origin: mount.target ?? `http://127.0.0.1:${port}` };
  });
}

/** How long a browser should wait before asking again for a page whose section is down. */
const RETRY_AFTER_SECONDS = '30';

function createServerRendering() {
  if (process.env.SERVER_RENDERING === 'off' || !existsSync(serverBundle)) return undefined;
  const renderer = createPageRenderer({
    bundlePath: serverBundle,
    distDir,
    remotes: remoteOrigins,
    readConfig: currentConfig,
    cacheLimit: Number(process.env.SSR_CACHE_SIZE ?? 500),
  });
  return async function renderAppPage(pathname) {
    try {
      const page = await renderer.render(pathname);
      for (const error of page.errors) {
        console.error(`Server rendering of ${pathname} fell back to the browser: ${error}`);
      }
      const nonce = randomBytes(16).toString('base64');
      return {
        status: page.status,
        headers: page.status === 503 ? { 'Retry-After': RETRY_AFTER_SECONDS } : {},
        body: page.html(nonce),
        nonce,
      };
    } catch (error) {
      // The browser renders the page instead, as before server rendering.
      console.error(`Server rendering of ${pathname} failed:`, error);
      return undefined;
    }
  };
}

export function createShellServer() {
  return createStaticServer({
    root: distDir,
    mounts: [
      { prefix: '/api/', target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3100' },
      ...REMOTES.map(remoteMount),
    ],
    statusForAppPath,
    renderAppPage: createServerRendering(),
    files: { '/config.json': configFile },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createShellServer();
  server.listen(port, host, () =>
    console.log(`Gloh site at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
