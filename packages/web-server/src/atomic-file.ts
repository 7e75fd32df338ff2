import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A file beside `file`, renamed over it once complete: readers see the old file or the new. */
function temporaryBeside(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
}

/** Puts a copy of a file in place in one step: readers see the old file or the new, never a part. */
export function copyAtomically(from: string, to: string): void {
  const temporary = temporaryBeside(to);
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

/** Writes a file in one step: readers see the old contents or the new, never a part. */
export function writeAtomically(file: string, contents: string): void {
  const temporary = temporaryBeside(file);
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}
