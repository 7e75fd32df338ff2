/** Shaped as the API's reset tokens are (43 characters of base64url), but issued to nobody. */
export const UNKNOWN_RESET_TOKEN = 'unknown-reset-token'.padEnd(43, '0');
/** The reset page as a mailed link opens it, with a token the API does not know. */
export const RESET_PATH_WITH_UNKNOWN_TOKEN = `/reset-password?token=${UNKNOWN_RESET_TOKEN}`;
