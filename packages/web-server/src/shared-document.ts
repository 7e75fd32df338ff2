// A page whose bytes are the same for every visitor (a cached server-rendered page): no per-response
// nonce, so its Content-Security-Policy names its inline scripts by hash, it is compressed once
// per encoding (off the main thread) instead of on every response, and it has an ETag that answers
// a revalidation with 304. A CDN may keep it, asking the server again before each use
// (SHARED_DOCUMENT_CACHE_CONTROL).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import {
  BROTLI_OPTIONS,
  type DocumentEncoding,
  MIN_COMPRESSED_BYTES,
} from './compress-document.js';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Browsers and CDNs alike revalidate on every visit (a 304 costs a few hundred bytes, and the server
 * answers it from its cache), so a CDN never serves a page of releases the sitemap and the other
 * pages no longer have: a release shows everywhere as soon as the server has switched. A page whose
 * server is unreachable stays served for 5 minutes.
 */
export const SHARED_DOCUMENT_CACHE_CONTROL = 'public, no-cache, stale-if-error=300';

/** Script types a browser runs: the rest (JSON state, JSON-LD) is data a CSP does not cover. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;

/**
 * The CSP hash source ('sha256-…') of every inline script the browser would run, in order of
 * appearance, each once. The hash is of the element's text exactly as written in the HTML.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Whether an If-None-Match header names this entity tag. Weak comparison (RFC 9110 §13.1.2): the
 * tag is weak, the same for every encoding of the page.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

export class SharedDocument {
  readonly etag: string;
  /** What its Content-Security-Policy allows scripts by (setHtmlSecurityHeaders). */
  readonly scriptHashes: readonly string[];
  /** Below MIN_COMPRESSED_BYTES a page is sent as it is, whatever the client accepts. */
  private readonly compressible: boolean;
  private readonly encoded = new Map<DocumentEncoding, Promise<Buffer>>();

  constructor(readonly html: string) {
    const digest = createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 32);
    this.etag = `W/"${digest}"`;
    this.scriptHashes = inlineScriptHashes(html);
    this.compressible = Buffer.byteLength(html) >= MIN_COMPRESSED_BYTES;
  }

  /** The encoding the body is sent in for what the client accepts. */
  encodingFor(accepted: DocumentEncoding | undefined): DocumentEncoding | undefined {
    return this.compressible ? accepted : undefined;
  }

  /**
   * The bytes sent in an encoding (encodingFor's; none: the HTML as is), compressed the first time
   * only.
   */
  async body(encoding: DocumentEncoding | undefined): Promise<string | Buffer> {
    if (!encoding || !this.compressible) return this.html;
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressAsync(this.html, BROTLI_OPTIONS)
          : gzipAsync(this.html, { level: 9 });
      this.encoded.set(encoding, body);
      body.catch(() => this.encoded.delete(encoding));
    }
    return body;
  }
}
