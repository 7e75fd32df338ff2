// The shell's own stylesheets and scripts: the scripts as its browser build wrote them into
// index.html, the stylesheets of its app chunk from render-manifest.json (the browser loads those
// from script, so index.html does not name them).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentAssets } from './render-protocol.js';

function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(match[0]);
    if (src?.[1]) sources.push(src[1]);
  }
  return sources;
}

/** @param distDir the shell's browser build */
export async function readDocumentAssets(distDir: string): Promise<DocumentAssets> {
  const [html, manifest] = await Promise.all([
    readFile(path.join(distDir, 'index.html'), 'utf8'),
    readFile(path.join(distDir, 'render-manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as { styles?: string[] },
    ),
  ]);
  return {
    styles: (manifest.styles ?? []).map((file) => `/${file}`),
    scripts: scriptSources(html),
  };
}
