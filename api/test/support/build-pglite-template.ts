import { ensurePgliteTemplate } from './pglite-template.js';

await ensurePgliteTemplate();
