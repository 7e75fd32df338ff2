import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlRunner } from '../../src/database/migrator.js';
import { copyPgliteTemplate } from './pglite-template.js';
import { testDatabaseUrl, usingPostgres } from './test-db.js';

export interface Connection {
  runner: SqlRunner;
  close(): Promise<void>;
}

/** One connection to the test database (PostgreSQL with TEST_DB=pg, else a PGlite copy). */
export async function connect(): Promise<Connection> {
  if (usingPostgres) {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    // A connection runs one query at a time (as PGlite's queue does below): queries asked for
    // together are sent in turn, not while another is under way.
    let previous: Promise<unknown> = Promise.resolve();
    const inTurn = <T>(send: () => Promise<T>): Promise<T> => {
      const sent = previous.then(send, send);
      previous = sent.catch(() => undefined);
      return sent;
    };
    return {
      runner: {
        query: (text, params) => inTurn(async () => (await client.query(text, params)).rows),
        exec: (text) =>
          inTurn(async () => {
            await client.query(text);
          }),
      },
      close: () => client.end(),
    };
  }
  // The migrated template only saves initdb time; suites build what they compare in their own schemas.
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

/** Restricts a query to the relations (joined as `c` on `relation`) of schema $1. */
function inSchema(relation: string): string {
  return `JOIN pg_class c ON c.oid = ${relation}
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = $1`;
}

/**
 * What PostgreSQL itself reports about one schema's structure: every detail it keeps (types,
 * defaults, CHECK text, partial and descending indexes, ON DELETE actions, constraint names,
 * functions, triggers) counts, and not the order statements ran in: columns are listed by name,
 * not position.
 */
export async function catalog(runner: SqlRunner, schemaName: string) {
  // With the schema first on the search path PostgreSQL prints names unqualified; the
  // replace() calls catch the places that qualify anyway, so two schemas read alike.
  await runner.exec(`SET search_path TO "${schemaName}"`);
  const prefix = `${schemaName}.`;
  const [columns, constraints, indexes, sequences, enums, functions, triggers] = await Promise.all([
    runner.query(
      `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
              a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default,
              a.attidentity AS identity, a.attgenerated AS generated
         FROM pg_attribute a
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
         ${inSchema('a.attrelid')}
          AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY 1, 2`,
      [schemaName],
    ),
    runner.query(
      `SELECT c.relname AS table, k.conname AS name, k.contype AS kind,
              replace(pg_get_constraintdef(k.oid), $2, '') AS definition
         FROM pg_constraint k ${inSchema('k.conrelid')}
        ORDER BY 1, 2`,
      [schemaName, prefix],
    ),
    runner.query(
      `SELECT t.relname AS table, c.relname AS name,
              replace(pg_get_indexdef(x.indexrelid), ' ON ' || $2, ' ON ') AS definition
         FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid ${inSchema('x.indexrelid')}
        ORDER BY 1, 2`,
      [schemaName, prefix],
    ),
    runner.query(
      `SELECT c.relname AS name, format_type(s.seqtypid, NULL) AS type, s.seqstart::text AS start,
              s.seqincrement::text AS increment, s.seqmin::text AS min, s.seqmax::text AS max,
              s.seqcache::text AS cache, s.seqcycle AS cycle
         FROM pg_sequence s ${inSchema('s.seqrelid')}
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
    runner.query(
      `SELECT p.proname AS name, replace(pg_get_functiondef(p.oid), $2, '') AS definition
         FROM pg_proc p
         JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = $1
        ORDER BY 1, 2`,
      [schemaName, prefix],
    ),
    runner.query(
      `SELECT c.relname AS table, g.tgname AS name,
              replace(pg_get_triggerdef(g.oid), $2, '') AS definition
         FROM pg_trigger g ${inSchema('g.tgrelid')} AND NOT g.tgisinternal
        ORDER BY 1, 2`,
      [schemaName, prefix],
    ),
  ]);
  return { columns, constraints, indexes, sequences, enums, functions, triggers };
}
