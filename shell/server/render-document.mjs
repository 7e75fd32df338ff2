// The single-page document: the built index.html, for when server rendering is off, not built, or
// fails for a request (serve.mjs chooses; rendering/ makes the server-rendered pages).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Marks every script, stylesheet link and style tag with the response's CSP nonce. */
export function addNonce(html, nonce) {
  return html.replace(/<(script|link|style)\b(?![^>]*\bnonce=)/gi, `<$1 nonce="${nonce}"`);
}

/**
 * @param {{ distDir: string }} options the shell's build folder (its index.html)
 * @returns {(request: { url: string, nonce: string, status: number }) =>
 *   Promise<{ status: number, html: string }>} url: the requested path and query; nonce: the
 *   one in this response's Content-Security-Policy; status: what the route table says (200, or
 *   404 for an unknown path or a flag-off route). A server renderer may answer another status
 *   (503 when a remote is down).
 */
export function createRenderDocument({ distDir }) {
  const file = path.join(distDir, 'index.html');
  // Re-read only when a deploy replaced the file.
  let cached = { mtimeMs: -1, html: '' };
  return async function renderDocument({ nonce, status }) {
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return { status, html: addNonce(cached.html, nonce) };
  };
}
