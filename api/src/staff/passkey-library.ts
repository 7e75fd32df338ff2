import { loadOnFirstUse } from '../common/lifecycle/load-on-first-use.js';

/** @simplewebauthn/server and its certificate parsers: only staff passkey ceremonies need them. */
export const passkeyLibrary = loadOnFirstUse(() => import('@simplewebauthn/server'));
