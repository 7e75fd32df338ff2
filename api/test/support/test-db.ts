import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { refuseWithoutDatabase } from './database-guard.js';
import { copyPgliteTemplate } from './pglite-template.js';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `pnpm test` runs on PGlite; `pnpm test:pg` sets TEST_DB=pg to run the same suites on PostgreSQL
 * (and TEST_DB=both runs each suite that uses a database on both: jest.config.js).
 */
export const usingPostgres = process.env.TEST_DB === 'pg';

/** This suite runs in a TEST_DB=both run, whose other half runs it on the other database. */
export const runningOnBothDatabases = process.env.TEST_DB_HALF_OF_BOTH === 'true';

export function testDatabaseUrl(): string {
  refuseWithoutDatabase();
  return process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh database per suite: a copy of the migrated PGlite template, or a uniquely named schema in the test
 * PostgreSQL that is dropped afterwards, so reruns never see old rows.
 */
export function createTestDatabase(kind: 'auto' | 'postgres' = 'auto'): TestDatabase {
  if (!usingPostgres && kind === 'auto') {
    const dir = copyPgliteTemplate();
    return {
      env: { PGLITE_DIR: dir },
      drop: async () => rmSync(dirname(dir), { recursive: true, force: true }),
    };
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = testDatabaseUrl();
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
