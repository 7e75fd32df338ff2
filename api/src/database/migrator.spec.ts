import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { API_ROOT } from '../config/paths.js';
import { catalog, type Connection, connect } from '../../test/support/schema-catalog.js';
import { readMigrations, runMigrations } from './migrator.js';
import * as schema from './schema.js';

/** What the hand-written migrations of earlier releases built, and their record of it. */
const handWritten = readFileSync(
  join(API_ROOT, 'test', 'fixtures', 'hand-written-migrations.sql'),
  'utf8',
);

/** Every table of schema.ts and the migrator's own, as the catalog lists them. */
const expectedTables = [
  ...Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table)),
  'schema_migrations',
].sort();

function tablesOf({ columns }: Awaited<ReturnType<typeof catalog>>): string[] {
  return [...new Set(columns.map((column) => String(column.table)))].sort();
}

describe('migrator', () => {
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const schemas: string[] = [];
  let connection: Connection;

  /** A new empty schema, first on the search path; dropped after the suite. */
  async function freshSchema(name: string): Promise<string> {
    const schemaName = `migrator_${suffix}_${name}`;
    schemas.push(schemaName);
    await connection.runner.exec(
      `CREATE SCHEMA "${schemaName}"; SET search_path TO "${schemaName}"`,
    );
    return schemaName;
  }

  async function appliedIds(schemaName: string): Promise<string[]> {
    const rows = await connection.runner.query(
      `SELECT id FROM "${schemaName}".schema_migrations ORDER BY id`,
    );
    return rows.map((row) => String(row.id));
  }

  beforeAll(async () => {
    connection = await connect();
  });

  afterAll(async () => {
    if (!connection) return;
    for (const schemaName of schemas)
      await connection.runner.exec(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await connection.close();
  });

  it('builds every table of schema.ts in an empty schema, and applies nothing twice', async () => {
    const fresh = await freshSchema('fresh');
    const ids = readMigrations().map((migration) => migration.id);
    expect(ids[0]).toBe('0000_baseline');
    expect(await runMigrations(connection.runner, { schemaName: fresh, lock: false })).toEqual(ids);
    expect(await runMigrations(connection.runner, { schemaName: fresh, lock: false })).toEqual([]);
    expect(tablesOf(await catalog(connection.runner, fresh))).toEqual(expectedTables);
  });

  it('adopts a database the hand-written migrations built: the baseline is recorded, not run, and the structure is the same', async () => {
    const adopted = await freshSchema('adopted');
    await connection.runner.exec(handWritten);
    const later = readMigrations()
      .map((migration) => migration.id)
      .filter((id) => id !== '0000_baseline');
    expect(await runMigrations(connection.runner, { schemaName: adopted, lock: false })).toEqual(
      later,
    );
    expect(await appliedIds(adopted)).toContain('0000_baseline');

    const fresh = await freshSchema('compared');
    await runMigrations(connection.runner, { schemaName: fresh, lock: false });
    const fromHandWritten = await catalog(connection.runner, adopted);
    expect(tablesOf(fromHandWritten)).toEqual(expectedTables);
    // On failure the diff names each column, constraint or index the two disagree on.
    expect(await catalog(connection.runner, fresh)).toEqual(fromHandWritten);
  });

  it('refuses a database the hand-written migrations left part-way, and records nothing', async () => {
    const partWay = await freshSchema('part_way');
    await connection.runner.exec(handWritten);
    await connection.runner.exec(
      `DELETE FROM schema_migrations WHERE id = '0013-step-up-challenge-session';
       ALTER TABLE staff_challenges DROP COLUMN session_id`,
    );
    await expect(
      runMigrations(connection.runner, { schemaName: partWay, lock: false }),
    ).rejects.toThrow(
      /part-way .*last applied: 0012-retention.* Upgrade through the previous release first/,
    );
    expect(await appliedIds(partWay)).not.toContain('0000_baseline');
  });
});
