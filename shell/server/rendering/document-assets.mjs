// The shell's own stylesheets and scripts: the scripts as its browser build wrote them into
// index.html, the stylesheets of its app chunk from render-manifest.json (the browser loads those
// from script, so index.html does not name them).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(match[0]);
    if (src) sources.push(src[1]);
  }
  return sources;
}

/** @param {string} distDir the shell's browser build */
export async function readDocumentAssets(distDir) {
  const [html, manifest] = await Promise.all([
    readFile(path.join(distDir, 'index.html'), 'utf8'),
    readFile(path.join(distDir, 'render-manifest.json'), 'utf8').then(JSON.parse),
  ]);
  return {
    styles: (manifest.styles ?? []).map((file) => `/${file}`),
    scripts: scriptSources(html),
  };
}
