/**
 * Prints the SQL that takes a database built by the migrations to what schema.ts declares:
 * the body of the next migration after schema.ts changed. Nothing when the two agree.
 */
import { pushSchema } from 'drizzle-kit/api';
import { openDatabase } from '../src/database/database.js';
import * as schema from '../src/database/schema.js';

const handle = await openDatabase({ pgliteDir: 'memory://' });
try {
  // schema_migrations belongs to the migrator, not to schema.ts.
  const { statementsToExecute, warnings } = await pushSchema(
    schema,
    // drizzle-kit only runs introspection SQL through it; its type wants an untyped schema.
    handle.db as unknown as Parameters<typeof pushSchema>[1],
    ['public'],
    ['!schema_migrations'],
  );
  for (const warning of warnings) console.error(`warning: ${warning}`);
  if (statementsToExecute.length === 0) {
    console.error('\nschema.ts and the migrations agree; no migration needed.');
  } else {
    console.log(
      statementsToExecute.map((statement) => `${statement.trim().replace(/;$/, '')};`).join('\n'),
    );
  }
} finally {
  await handle.close();
}
