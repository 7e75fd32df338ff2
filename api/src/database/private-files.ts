import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Owner only: the database holds investor data, session and reset-token hashes, queued mail. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the directory (and any missing parent) owner-only, and tightens it if it existed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Sets every directory under `root` (itself included) to 0700 and every file to 0600.
 *
 * PGlite is PostgreSQL compiled to WASM writing through an emulated file system: its initdb
 * leaves files 0666 whatever the process umask is, and it rewrites a few (pg_internal.init)
 * 0644 on every start. PostgreSQL proper then creates new files 0600 once the directory is
 * 0700, so a pass before opening, one after start-up and one after closing keep every file
 * private. Symbolic links are left alone: following one could change a file outside the tree.
 * Returns how many modes were changed.
 */
export function makeTreePrivate(root: string): number {
  let changed = 0;
  const visit = (path: string): void => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      return; // Removed while we walked (PostgreSQL deletes temporary files and old WAL).
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o777) !== wanted) {
      try {
        chmodSync(path, wanted);
        changed += 1;
      } catch {
        return;
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(path);
    } catch {
      return;
    }
    for (const name of names) visit(join(path, name));
  };
  visit(root);
  return changed;
}
