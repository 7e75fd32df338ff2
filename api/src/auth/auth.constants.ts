/** Spec section 9: session lifetime 24 hours, cookie max-age 86400. */
export const SESSION_LIFETIME_SECONDS = 86_400;
/** Spec section 9: own cookies use the {product}_ prefix. */
export const SESSION_COOKIE = 'gloh_session';
export const SESSION_TOKEN_BYTES = 32; // 256 bits
export const RESET_TOKEN_BYTES = 32; // 256 bits
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
