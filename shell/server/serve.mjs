#!/usr/bin/env node
// The shell's production server: the built shell, /api proxied to the API, and each remote at
// /remotes/<name>/ proxied to its own server (or served from a folder), all on one origin; the
// pages' HTML from renderDocument, and /sitemap.xml and /robots.txt from the route table.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES, remoteEnvVar, remotePublicPath } from '@gloh/shared/remotes';
import { createWebServer, parseTrustProxy } from '@gloh/shared/server/create-web-server.mjs';
import { ROUTE_TABLE as routeTable } from '@gloh/contract/route-table';
import { createRenderDocument } from './render-document.mjs';
import { createRuntimeConfigReader } from './runtime-config.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

const shellDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.env.SHELL_DIST_DIR ?? path.join(shellDir, 'dist'));
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
const currentRuntimeConfig = createRuntimeConfigReader(distDir);

/** Known routes get 200; unknown paths and routes whose flag is off get 404 (with the app). */
export async function statusForAppPath(pathname) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!knownPaths.has(normalized)) return 404;
  const flag = knownPaths.get(normalized);
  if (!flag) return 200;
  return (await currentRuntimeConfig()).flags[flag] === true ? 200 : 404;
}

export function createShellServer() {
  const server = createWebServer({
    root: distDir,
    mounts: [
      { prefix: '/api/', target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3100' },
      ...REMOTES.map(remoteMount),
    ],
    app: { statusForAppPath, renderDocument: createRenderDocument({ distDir }) },
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  });
  server.get('/sitemap.xml', async (_request, reply) => {
    const { flags, siteUrl } = await currentRuntimeConfig();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml({ routes: routeTable, flags, siteUrl }));
  });
  server.get('/robots.txt', async (_request, reply) => {
    const { siteUrl } = await currentRuntimeConfig();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt({ routes: routeTable, siteUrl }));
  });
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createShellServer();
  await server.listen({ port, host });
  console.log(`Gloh site at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
