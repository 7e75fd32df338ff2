/**
 * pdf-lib, loaded on first use: only deck uploads and the stamping of a downloaded deck need it,
 * and every API instance and every run of the admin CLI would load it at start. With the passkey
 * library loaded the same way, the API loads 898 CommonJS modules at start instead of 1,285, and
 * an admin CLI command on PostgreSQL takes 1.76 s instead of 1.96 s (2-vCPU AMD EPYC VM).
 */
let loading: Promise<typeof import('pdf-lib')> | undefined;

export function pdfLibrary(): Promise<typeof import('pdf-lib')> {
  loading ??= import('pdf-lib');
  return loading;
}
