import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { runMigrations, type SqlRunner } from './migrator.js';
import { ensurePrivateDir, makeTreePrivate } from './private-files.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction` hands its callback: pass it on so a write commits with the others. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseTarget {
  databaseUrl?: string;
  databaseSchema?: string;
  /** Directory for the embedded database, or "memory://" for a throw-away one. */
  pgliteDir: string;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const POOL_SIZE = 10;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl, target.databaseSchema);
  return openPglite(target.pgliteDir);
}

async function openPostgres(
  connectionString: string,
  schemaName: string | undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // A schema per deployment (or per test run) is selected through search_path, so the
    // same unqualified SQL works everywhere.
    options: schemaName ? `-c search_path=${schemaName}` : undefined,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    const runner: SqlRunner = {
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
      exec: async (text) => {
        await client.query(text);
      },
    };
    await runMigrations(runner, { schemaName, lock: true });
  } finally {
    client.release();
  }
  return handleOf('postgres', drizzlePg(pool, { schema }), pool, async () => {
    if (!pool.ended) await pool.end();
  });
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) {
    // PGlite does not create parent folders; ours are owner-only from the start.
    ensurePrivateDir(dir);
    makeTreePrivate(dir);
  }
  const client = new PGlite(inMemory ? undefined : dir);
  await client.waitReady;
  const runner: SqlRunner = {
    query: async (text, params) =>
      (await client.query<Record<string, unknown>>(text, params as unknown[])).rows,
    exec: async (text) => {
      await client.exec(text);
    },
  };
  await runMigrations(runner, { lock: false });
  // initdb and start-up wrote their files with PGlite's own modes (see makeTreePrivate).
  if (!inMemory) makeTreePrivate(dir);
  return handleOf('pglite', drizzlePglite(client, { schema }), client, async () => {
    if (!client.closed) await client.close();
    if (!inMemory) makeTreePrivate(dir);
  });
}

function handleOf(
  kind: DatabaseHandle['kind'],
  db: unknown,
  client: { query(text: string): Promise<unknown> },
  close: () => Promise<void>,
): DatabaseHandle {
  return {
    // The two drivers' database types differ only in their query result type.
    db: db as Database,
    kind,
    ping: async () => {
      await client.query('SELECT 1');
    },
    close,
  };
}

/** Both drivers answer db.execute() with an object holding `rows`; the shared type cannot say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * A statement drizzle's builders cannot express, written with sql`` and sql.placeholder(),
 * turned into SQL text once and run as the named prepared statement `name` (PostgreSQL parses
 * and plans it once per connection). Answers the rows as objects.
 */
export function prepareStatement<Row>(
  db: Database,
  name: string,
  statement: SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (values) => rowsOf<Row>(await prepared.execute(values));
}

/**
 * Like prepareStatement, for the per-request hot path: the driver's own array rows, with its
 * own type parsing (timestamptz arrives as a Date from both drivers), and none of drizzle's
 * per-execution work (tracing spans, cache lookup, column mapping) in between. Array rows
 * because a join can name two columns alike. The SQL text is drizzle's, so it matches what
 * the builder would have sent.
 */
export function prepareArrayStatement<Row extends unknown[]>(
  db: Database,
  name: string,
  statement: SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async (values) =>
      (
        await client.query<Row>({
          name,
          text,
          values: fillPlaceholders(params, values),
          rowMode: 'array',
        })
      ).rows;
  }
  if (client instanceof PGlite) {
    return async (values) =>
      (await client.query<Row>(text, fillPlaceholders(params, values), { rowMode: 'array' })).rows;
  }
  throw new Error('prepareArrayStatement: unknown database driver');
}
