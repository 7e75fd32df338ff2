// Compression of the app's HTML documents made for one response (with that response's nonce):
// compressing the string in one synchronous call costs about 0.2 ms for a page, where the compress
// plugin's stream per response cost the server most of its throughput. A page that is the same for
// every visitor is compressed once instead (shared-document.ts).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this, compression saves less than the bytes of its headers. */
export const MIN_COMPRESSED_BYTES = 1024;
// Quality 5 of 11: close to the best ratio for pages of this size at a fraction of the time.
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export type DocumentEncoding = 'br' | 'gzip';

/**
 * The encoding to use for a request's Accept-Encoding: brotli, then gzip, none when neither is
 * accepted (a q of 0 refuses a coding; `*` stands for those not listed).
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
): DocumentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0);
  if (candidates.length === 0) return undefined;
  return candidates.reduce((best, coding) => (weightOf(coding) > weightOf(best) ? coding : best));
}

/** The document as sent for a request's Accept-Encoding header. */
export function compressDocument(
  html: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: DocumentEncoding } {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(html) < MIN_COMPRESSED_BYTES) return { body: html };
  const body = encoding === 'br' ? brotliCompressSync(html, BROTLI_OPTIONS) : gzipSync(html);
  return { body, encoding };
}
