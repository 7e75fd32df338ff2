// Jest loads global setup outside its ESM module mapping, so the TypeScript work runs in
// child processes.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = { ...process.env, NODE_OPTIONS: '' };

export default function globalSetup() {
  // The process-level suites (admin CLI, two API instances) start the compiled build in
  // dist/, exactly what `pnpm build` produces; an incremental tsc keeps reruns quick.
  execFileSync(
    process.execPath,
    [
      resolve(apiRoot, 'node_modules/typescript/bin/tsc'),
      '-p',
      'tsconfig.build.json',
      '--incremental',
      '--tsBuildInfoFile',
      'dist/.tsbuildinfo',
    ],
    { cwd: apiRoot, stdio: 'inherit', env },
  );
  if (process.env.TEST_DB === 'pg') return;
  execFileSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'test/support/build-pglite-template.ts'],
    { cwd: apiRoot, stdio: 'inherit', env },
  );
}
