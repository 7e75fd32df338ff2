import { ensurePgliteTemplate } from '../../src/database/pglite-template.js';

await ensurePgliteTemplate();
