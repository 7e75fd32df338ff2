/** Names the proxy-addr module (used by Express and Fastify alike) gives to address ranges. */
export const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;

function isAddress(text: string): boolean {
  return IPV4.test(text) || (text.includes(':') && IPV6.test(text));
}

/** An address, an address/prefix-length (or IPv4 netmask) range, or one of TRUST_PROXY_NAMES. */
function isAddressOrRange(entry: string): boolean {
  if ((TRUST_PROXY_NAMES as readonly string[]).includes(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  if (rest.length > 0 || !isAddress(address)) return false;
  if (mask === undefined) return true;
  const bits = address.includes(':') ? 128 : 32;
  return (/^\d{1,3}$/.test(mask) && Number(mask) <= bits) || (bits === 32 && IPV4.test(mask));
}

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
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = entries.find((entry) => !isAddressOrRange(entry));
  if (unknown !== undefined) {
    throw new Error(
      `TRUST_PROXY entry "${unknown}" is not an address, a range (10.0.0.0/8) or one of ` +
        TRUST_PROXY_NAMES.join(', '),
    );
  }
  return entries;
}

/**
 * The header in which the site's server proves to the API that it forwarded a request: the shared
 * secret API_PROXY_SECRET. An address alone proves nothing where other processes share it (any
 * local program connects from loopback, as the site's server does).
 */
export const PROXY_SECRET_HEADER = 'x-gloh-proxy-secret';
/** Shortest secret the API and the site's server accept (openssl rand -base64 32 gives 44). */
export const PROXY_SECRET_MIN_LENGTH = 32;
