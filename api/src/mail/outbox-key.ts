import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { type AppConfig, OUTBOX_KEY_BYTES, parseOutboxKey } from '../config/env.validation.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../database/private-files.js';

export const OUTBOX_KEY_FILE_NAME = 'outbox-encryption.key';

/** Beside the embedded database directory (api/.data/ by default), where the admin CLI finds it too. */
export function outboxKeyFile(pgliteDir: string): string {
  return join(dirname(pgliteDir.replace(/[\\/]+$/, '')), OUTBOX_KEY_FILE_NAME);
}

/**
 * The key that seals the secret part of queued mail. OUTBOX_ENCRYPTION_KEY when set (required
 * in production, where several instances must share one key); otherwise a key file generated
 * once, owner-only, so `npm start` needs no configuration and the API and the admin CLI of one
 * checkout agree. A throw-away in-memory database gets a throw-away key.
 */
export function resolveOutboxKey(config: AppConfig): Buffer {
  if (config.outboxEncryptionKey) return config.outboxEncryptionKey;
  if (config.production) throw new Error('OUTBOX_ENCRYPTION_KEY is required in production');
  if (config.pgliteDir.startsWith('memory://')) return randomBytes(OUTBOX_KEY_BYTES);
  return readOrCreateKeyFile(outboxKeyFile(config.pgliteDir));
}

function readKeyFile(file: string): Buffer {
  chmodSync(file, PRIVATE_FILE_MODE);
  const key = parseOutboxKey(readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 key; remove it or fix it`);
  return key;
}

function readOrCreateKeyFile(file: string): Buffer {
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  // Written aside and linked into place, so a process starting at the same moment reads either
  // no file or the whole key, and the first one to link wins.
  const pending = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(pending, `${randomBytes(OUTBOX_KEY_BYTES).toString('base64')}\n`, {
    mode: PRIVATE_FILE_MODE,
    flag: 'wx',
  });
  try {
    linkSync(pending, file);
    new Logger('OutboxKey').log(`Generated the outbox encryption key ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(pending, { force: true });
  }
  return readKeyFile(file);
}
