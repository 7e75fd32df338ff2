import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` compares schema.ts with the latest snapshot in drizzle/meta and writes the
// next migration; no database is involved. The migrator (src/database/migrator.ts) applies them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema.ts',
  out: './drizzle',
});
