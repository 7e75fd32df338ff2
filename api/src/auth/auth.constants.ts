/** An investor's session lasts 24 hours; the cookie's max-age matches it. */
export const SESSION_LIFETIME_SECONDS = 86_400;
/** The site's own cookies carry the gloh_ prefix. The name on plain HTTP (development). */
export const SESSION_COOKIE = 'gloh_session';
/**
 * The name over HTTPS: browsers accept a __Host- cookie only if it is Secure, Path=/ and has no Domain,
 * so it cannot have been planted by a sibling subdomain or over plain HTTP.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_TOKEN_BYTES = 32; // 256 bits
export const RESET_TOKEN_BYTES = 32; // 256 bits
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
/**
 * The cookie naming a browser the investor has signed in from (see KnownDevicesService). It is no
 * session: it only spares that browser the per-account login throttle.
 */
export const DEVICE_COOKIE = 'gloh_device';
export const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
export const DEVICE_TOKEN_BYTES = 32; // 256 bits
