/**
 * @simplewebauthn/server and its certificate parsers, loaded on first use: only staff passkey
 * ceremonies need them, and every API instance and every run of the admin CLI would load them at
 * start (see presentation/pdf-library.ts for what the two save).
 */
let loading: Promise<typeof import('@simplewebauthn/server')> | undefined;

export function passkeyLibrary(): Promise<typeof import('@simplewebauthn/server')> {
  loading ??= import('@simplewebauthn/server');
  return loading;
}
