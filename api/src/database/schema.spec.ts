import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { copyPgliteTemplate } from '../../test/support/pglite-template.js';
import { testDatabaseUrl, usingPostgres } from '../../test/support/test-db.js';
import { runMigrations, type SqlRunner } from './migrator.js';
import * as schema from './schema.js';

/**
 * schema.ts is what the code queries through, the migrations are what builds the database;
 * this builds one schema each way, side by side in one database, and compares what
 * PostgreSQL itself reports about them. Comparing the catalog rather than drizzle-kit's
 * introspection means every detail PostgreSQL keeps (defaults, CHECK text, partial and
 * descending indexes, ON DELETE actions, constraint names) counts.
 */

interface Connection {
  runner: SqlRunner;
  close(): Promise<void>;
}

async function connect(): Promise<Connection> {
  if (usingPostgres) {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    return {
      runner: {
        query: async (text, params) => (await client.query(text, params)).rows,
        exec: async (text) => {
          await client.query(text);
        },
      },
      close: () => client.end(),
    };
  }
  // The migrated template only saves initdb time; both schemas compared are built below.
  const dir = copyPgliteTemplate();
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    runner: {
      query: async (text, params) =>
        (await client.query<Record<string, unknown>>(text, params)).rows,
      exec: async (text) => {
        await client.exec(text);
      },
    },
    close: async () => {
      await client.close();
      rmSync(dirname(dir), { recursive: true, force: true });
    },
  };
}

/** The SQL drizzle-kit would write for schema.ts on an empty database. */
async function declaredSql(): Promise<string[]> {
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(schema as Record<string, unknown>),
  );
  // drizzle-kit pins references to "public"; the test builds in its own schema.
  return statements.map((statement) => statement.replaceAll('"public".', ''));
}

const MIGRATOR_TABLE = 'schema_migrations';

async function catalog(runner: SqlRunner, schemaName: string) {
  // With the schema first on the search path PostgreSQL prints names unqualified; the
  // replace() calls catch the places that qualify anyway, so both schemas read alike.
  await runner.exec(`SET search_path TO "${schemaName}"`);
  const prefix = `${schemaName}.`;
  const [columns, constraints, indexes, sequences, enums] = await Promise.all([
    runner.query(
      `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
              a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default,
              a.attidentity AS identity, a.attgenerated AS generated
         FROM pg_attribute a
         JOIN pg_class c ON c.oid = a.attrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
          AND c.relname <> $2
        ORDER BY 1, 2`,
      [schemaName, MIGRATOR_TABLE],
    ),
    runner.query(
      `SELECT c.relname AS table, k.conname AS name, k.contype AS kind,
              replace(pg_get_constraintdef(k.oid), $3, '') AS definition
         FROM pg_constraint k
         JOIN pg_class c ON c.oid = k.conrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relname <> $2
        ORDER BY 1, 2`,
      [schemaName, MIGRATOR_TABLE, prefix],
    ),
    runner.query(
      `SELECT c.relname AS table, i.relname AS name,
              replace(pg_get_indexdef(x.indexrelid), ' ON ' || $3, ' ON ') AS definition
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class c ON c.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relname <> $2
        ORDER BY 1, 2`,
      [schemaName, MIGRATOR_TABLE, prefix],
    ),
    runner.query(
      `SELECT c.relname AS name, format_type(s.seqtypid, NULL) AS type, s.seqstart::text AS start,
              s.seqincrement::text AS increment, s.seqmin::text AS min, s.seqmax::text AS max,
              s.seqcache::text AS cache, s.seqcycle AS cycle
         FROM pg_sequence s
         JOIN pg_class c ON c.oid = s.seqrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1
        ORDER BY 1`,
      [schemaName],
    ),
    runner.query(
      `SELECT t.typname AS name, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
         FROM pg_type t
         JOIN pg_enum e ON e.enumtypid = t.oid
         JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = $1
        GROUP BY t.typname
        ORDER BY 1`,
      [schemaName],
    ),
  ]);
  return { columns, constraints, indexes, sequences, enums };
}

describe('database schema', () => {
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const migrated = `schema_check_${suffix}_migrated`;
  const declared = `schema_check_${suffix}_declared`;
  let connection: Connection;

  beforeAll(async () => {
    connection = await connect();
  });

  afterAll(async () => {
    if (!connection) return;
    if (usingPostgres) {
      await connection.runner.exec(
        `DROP SCHEMA IF EXISTS "${migrated}" CASCADE; DROP SCHEMA IF EXISTS "${declared}" CASCADE`,
      );
    }
    await connection.close();
  });

  it('schema.ts declares exactly what the migrations build', async () => {
    const { runner } = connection;
    await runner.exec(`SET search_path TO "${migrated}"`);
    const applied = await runMigrations(runner, { schemaName: migrated, lock: false });
    expect(applied.length).toBeGreaterThan(0);

    await runner.exec(`CREATE SCHEMA "${declared}"; SET search_path TO "${declared}"`);
    for (const statement of await declaredSql()) await runner.exec(statement);

    const fromMigrations = await catalog(runner, migrated);
    const fromSchemaTs = await catalog(runner, declared);

    // Guards against a vacuous pass: every table of schema.ts must have been built.
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect([...new Set(fromMigrations.columns.map((column) => column.table))].sort()).toEqual(
      tables,
    );
    // On failure the diff names each column, constraint or index the two sides disagree on:
    // add a migration for it (`pnpm db:diff` prints the SQL), never edit a shipped one.
    expect(fromSchemaTs).toEqual(fromMigrations);
  });
});
