import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../config/paths.js';

export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  exec(text: string): Promise<void>;
}

export interface Migration {
  /** The journal's tag, e.g. `0000_baseline`: what schema_migrations records. */
  id: string;
  statements: string[];
}

/** Written by `pnpm db:generate` (drizzle-kit) from schema.ts; never edit one that has shipped. */
export const MIGRATIONS_FOLDER = join(API_ROOT, 'drizzle');

// Any fixed number works; it only has to be the same in every API process and the admin CLI.
const MIGRATION_LOCK_KEY = 4_207_311;

/**
 * Earlier releases applied hand-written migrations, 0001-initial to this one; the baseline
 * builds what they left, so a database they took all the way is adopted without running it.
 */
const LAST_HAND_WRITTEN = '0013-step-up-challenge-session';
const BASELINE = '0000_baseline';

/** The migrations of drizzle-kit's journal, in its order, split at its statement breakpoints. */
export function readMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    id: tag,
    statements: readFileSync(join(folder, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      // drizzle-kit qualifies referenced tables with "public"; a deployment's own schema is
      // chosen through search_path, so references must resolve there too.
      .map((statement) => statement.replaceAll('"public".', '').trim())
      .filter(Boolean),
  }));
}

export async function runMigrations(
  runner: SqlRunner,
  options: { schemaName?: string; lock: boolean },
  migrations: readonly Migration[] = readMigrations(),
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
    if (!applied.has(BASELINE) && [...applied].some((id) => /^\d{4}-/.test(id))) {
      await adoptHandWritten(runner, applied);
      applied.add(BASELINE);
    }
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await runner.exec('BEGIN');
      try {
        for (const statement of migration.statements) await runner.exec(statement);
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

/** Records the baseline as applied on a database the hand-written chain built to its end. */
async function adoptHandWritten(runner: SqlRunner, applied: ReadonlySet<string>): Promise<void> {
  if (!applied.has(LAST_HAND_WRITTEN)) {
    const last = [...applied].sort().at(-1);
    throw new Error(
      `This database stopped part-way through the migrations of an earlier release (last applied: ${last}, ` +
        `not ${LAST_HAND_WRITTEN}). Upgrade through the previous release first: start it once so it ` +
        'finishes its migrations, then start this release.',
    );
  }
  await runner.query('INSERT INTO schema_migrations (id) VALUES ($1)', [BASELINE]);
}
