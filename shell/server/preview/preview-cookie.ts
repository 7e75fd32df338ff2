// The staff preview's cookie: which remote's staged release this browser previews, until when,
// signed with the shell server's PREVIEW_SECRET (HMAC-SHA256). Only the shell's server can make
// one, and only for a signed-in staff member (preview-site.ts): a cookie that is forged, altered
// or expired is worth nothing, and the visitor sees the live site.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'gloh_preview';
/** How long a preview lasts once opened. */
export const PREVIEW_SECONDS = 60 * 60;
/** A secret shorter than this is refused at start: it could be guessed. */
export const PREVIEW_SECRET_MIN_LENGTH = 32;

export interface Preview {
  remote: string;
  release: string;
  /** When it ends, in seconds since the epoch. */
  expires: number;
}

const NAME = /^[\w-]{1,64}$/;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** The cookie's value: the preview, then its signature, both base64url. */
export function signPreview(preview: Preview, secret: string): string {
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The preview a cookie's value stands for, if its signature is ours and it has not expired. */
export function verifyPreview(
  value: string | undefined,
  secret: string,
  nowSeconds = Date.now() / 1000,
): Preview | undefined {
  const [payload, signed, extra] = (value ?? '').split('.');
  if (!payload || !signed || extra !== undefined) return undefined;
  // Compared as written, not decoded: base64url's last character carries spare bits, so another
  // character there can decode to the same bytes, and a changed cookie must not pass.
  const expected = Buffer.from(signature(payload, secret).toString('base64url'));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let preview: Partial<Preview>;
  try {
    preview = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Preview>;
  } catch {
    return undefined;
  }
  const { remote, release, expires } = preview;
  if (typeof remote !== 'string' || !NAME.test(remote)) return undefined;
  if (typeof release !== 'string' || !NAME.test(release)) return undefined;
  if (typeof expires !== 'number' || !(expires > nowSeconds)) return undefined;
  return { remote, release, expires };
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Set-Cookie for a preview: HttpOnly, SameSite=Lax (it follows a link from the console), Path=/. */
export function previewCookie(value: string, secure: boolean, maxAge = PREVIEW_SECONDS): string {
  return [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie that ends the preview. */
export function clearedPreviewCookie(secure: boolean): string {
  return previewCookie('', secure, 0);
}

/** The secret previews are signed with; none: previews are off. */
export function previewSecret(value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (!secret) return undefined;
  if (secret.length < PREVIEW_SECRET_MIN_LENGTH) {
    throw new Error(`PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters`);
  }
  return secret;
}
