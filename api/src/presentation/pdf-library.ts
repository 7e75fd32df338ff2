import { loadOnFirstUse } from '../common/lifecycle/load-on-first-use.js';

/**
 * pdf-lib: only deck uploads and the stamping of a downloaded deck need it. Loaded on first use
 * with the passkey library, the API loads 898 CommonJS modules at start instead of 1,285, and an
 * admin CLI command on PostgreSQL takes 1.72–1.92 s instead of 1.95–1.99 s (2-vCPU AMD EPYC VM).
 */
export const pdfLibrary = loadOnFirstUse(() => import('pdf-lib'));
