// /.well-known/security.txt (RFC 9116): where a vulnerability in the site is reported, from the
// deployment's security mailbox and site URL.

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far ahead the file says it expires. It is made on each request, so it never goes stale; RFC
 * 9116 asks for less than a year, and a short time keeps a copy someone saved from being trusted
 * long after the mailbox may have changed.
 */
export const SECURITY_TXT_VALIDITY_DAYS = 30;

/** RFC 3339 in UTC, to the second, from the start of the day: the same file all day long. */
function expiryFrom(now: Date): string {
  const startOfDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return new Date(startOfDay + SECURITY_TXT_VALIDITY_DAYS * DAY_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

export function securityTxt({
  siteUrl,
  securityEmail,
  now = new Date(),
}: {
  /** The public origin, without a trailing slash. */
  siteUrl: string;
  /** One address (runtime-config.ts checks it). */
  securityEmail: string;
  now?: Date;
}): string {
  return [
    `Contact: mailto:${securityEmail}`,
    `Expires: ${expiryFrom(now)}`,
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}
