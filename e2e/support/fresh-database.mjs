// An empty, migrated embedded database for each API the run starts: a copy of the API's template
// (built once per migration set), as the API's own tests use. Needs the API built (dist/).
//
//   node e2e/support/fresh-database.mjs <folder>   replaces <folder> with a copy of the template
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TEMPLATE_MODULE = path.resolve(
  import.meta.dirname,
  '../../api/dist/database/pglite-template.js',
);

/** Replaces `target` with an empty database at the current migrations. */
export async function freshDatabase(target) {
  const { copyPgliteTemplate } = await import(pathToFileURL(TEMPLATE_MODULE).href);
  await copyPgliteTemplate(target);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node e2e/support/fresh-database.mjs <folder>');
    process.exit(2);
  }
  await freshDatabase(path.resolve(target));
}
