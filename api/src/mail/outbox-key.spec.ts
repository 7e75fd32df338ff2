import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateEnv } from '../config/env.validation.js';
import { OUTBOX_KEY_FILE_NAME, resolveOutboxKey } from './outbox-key.js';

describe('resolveOutboxKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gloh-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates one owner-only key file beside the embedded database and reuses it', () => {
    const config = validateEnv({ PGLITE_DIR: join(dir, 'data', 'pglite') });
    const key = resolveOutboxKey(config);
    expect(key).toHaveLength(32);
    const file = join(dir, 'data', OUTBOX_KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
    expect(resolveOutboxKey(config).equals(key)).toBe(true);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(key)).toBe(true);
  });

  it('prefers OUTBOX_ENCRYPTION_KEY and writes no file then', () => {
    const hex = 'ab'.repeat(32);
    const config = validateEnv({ PGLITE_DIR: join(dir, 'pglite'), OUTBOX_ENCRYPTION_KEY: hex });
    expect(resolveOutboxKey(config).toString('hex')).toBe(hex);
    expect(() => statSync(join(dir, OUTBOX_KEY_FILE_NAME))).toThrow();
  });

  it('refuses a key file that does not hold a key', () => {
    writeFileSync(join(dir, OUTBOX_KEY_FILE_NAME), 'not a key\n');
    expect(() => resolveOutboxKey(validateEnv({ PGLITE_DIR: join(dir, 'pglite') }))).toThrow(
      /does not hold a 32-byte base64 key/,
    );
  });
});
