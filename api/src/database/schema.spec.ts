import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { API_ROOT } from '../config/paths.js';
import { MIGRATIONS_FOLDER } from './migrator.js';

/**
 * schema.ts is what the code queries through and what drizzle-kit writes the migrations from:
 * generating again must find nothing to write. When this fails, run `pnpm db:generate` and
 * commit the migration it writes.
 */
describe('database schema', () => {
  let workDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'gloh-drizzle-generate-'));
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('schema.ts and the migrations agree: drizzle-kit generate writes nothing', () => {
    const out = join(workDir, 'drizzle');
    cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
    // The project's own configuration, writing into the copy (drizzle-kit wants a path relative to cwd).
    const config = join(workDir, 'drizzle.config.ts');
    writeFileSync(
      config,
      `import config from ${JSON.stringify(join(API_ROOT, 'drizzle.config.ts'))};\n` +
        `export default { ...config, out: ${JSON.stringify(relative(API_ROOT, out))} };\n`,
    );
    const files = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

    const output = execFileSync(
      process.execPath,
      [join(API_ROOT, 'node_modules', 'drizzle-kit', 'bin.cjs'), 'generate', '--config', config],
      { cwd: API_ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );

    expect(output).toContain('No schema changes');
    expect(files(out)).toEqual(files(MIGRATIONS_FOLDER));
  });
});
