import { MIGRATIONS, type Migration } from './migrations/index.js';

export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  exec(text: string): Promise<void>;
}

// Any fixed number works; it only has to be the same in every API process and the admin CLI.
const MIGRATION_LOCK_KEY = 4_207_311;

export async function runMigrations(
  runner: SqlRunner,
  options: { schemaName?: string; lock: boolean },
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  // Two API processes starting together must not both apply the same migration.
  if (options.lock) await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    if (options.schemaName)
      await runner.exec(`CREATE SCHEMA IF NOT EXISTS "${options.schemaName}"`);
    await runner.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await runner.query('SELECT id FROM schema_migrations')).map((row) => String(row.id)),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await runner.exec('BEGIN');
      try {
        await runner.exec(migration.sql);
        await runner.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        await runner.exec('COMMIT');
      } catch (error) {
        await runner.exec('ROLLBACK');
        throw error;
      }
      done.push(migration.id);
    }
    return done;
  } finally {
    if (options.lock) await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}
