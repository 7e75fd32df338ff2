// The single-page document: a build's index.html with the response's nonce. The shell answers it
// when server rendering is off, not built, or fails for a request; a remote run on its own answers
// it for its pages (serve-remote --standalone).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentRequest, HtmlDocument } from './create-web-server.js';

/** Marks every script, stylesheet link and style tag with the response's CSP nonce. */
export function addNonce(html: string, nonce: string): string {
  return html.replace(/<(script|link|style)\b(?![^>]*\bnonce=)/gi, `<$1 nonce="${nonce}"`);
}

/** @param options.distDir the build folder (its index.html) */
export function createRenderDocument({
  distDir,
}: {
  distDir: string;
}): (request: Pick<DocumentRequest, 'nonce' | 'status'>) => Promise<HtmlDocument> {
  const file = path.join(distDir, 'index.html');
  // Re-read only when a deploy replaced the file.
  let cached = { mtimeMs: -1, html: '' };
  return async function renderDocument({ nonce, status }) {
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return { status, html: addNonce(cached.html, nonce) };
  };
}
