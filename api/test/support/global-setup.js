// Jest loads global setup outside its ESM module mapping, so the TypeScript work runs in a
// child process with the same loader `pnpm dev` uses.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default function globalSetup() {
  if (process.env.TEST_DB === 'pg') return;
  execFileSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'test/support/build-pglite-template.ts'],
    { cwd: apiRoot, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } },
  );
}
