/**
 * The trust-proxy setting of the site's servers (TRUST_PROXY): off unless set, so a client cannot
 * claim HTTPS or another address with X-Forwarded-* headers; else the addresses or ranges of the
 * proxies in front, such as "loopback" or "10.0.0.0/8,127.0.0.1". "true" (any peer) and hop
 * counts (which cannot be checked against the peer) are refused: both would let a client that
 * reaches the server directly choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true' || /^\d+$/.test(setting)) {
    throw new Error(
      `TRUST_PROXY="${setting}" is refused: list the addresses or ranges of the proxies in front ` +
        'of this server (e.g. "loopback" or "10.0.0.0/8"), so a client cannot choose its own address',
    );
  }
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
