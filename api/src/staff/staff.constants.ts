/** The staff session cookie over plain HTTP (development, e2e); never an investor's cookie name. */
export const STAFF_COOKIE = 'gloh_staff';
/** Over HTTPS: Secure, Path=/ and no Domain, so no sibling subdomain or plain-HTTP page can plant it. */
export const SECURE_STAFF_COOKIE = `__Host-${STAFF_COOKIE}`;
export const STAFF_SESSION_TOKEN_BYTES = 32; // 256 bits
export const STAFF_INVITATION_TOKEN_BYTES = 32; // 256 bits
/** How long a browser has to finish a WebAuthn ceremony (the options' timeout), in ms. */
export const STAFF_CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
