// Development: every app in watch mode with hot reload, composed at http://localhost:3000.
import { REMOTES } from '../packages/shared/src/remotes.mjs';
import { buildPackages, ensureDependencies, runTogether, waitForUrl } from './lib/workspace.mjs';

ensureDependencies();
buildPackages();
runTogether([
  {
    name: 'contract',
    command: 'pnpm',
    args: ['--filter', '@gloh/contract', 'exec', 'tsc', '-w', '-p', 'tsconfig.build.json'],
  },
  {
    name: 'api',
    command: 'pnpm',
    args: ['--filter', '@gloh/api', 'dev'],
    // Behind the dev server's proxy on the same host, which sends no X-Forwarded-For: the API
    // trusts no forwarding header (its default) and listens on loopback only.
    env: { PORT: '3100', HOST: '127.0.0.1' },
  },
  ...REMOTES.map((remote) => ({
    name: remote.name,
    command: 'pnpm',
    args: ['--filter', remote.package, 'dev'],
    // Set, not inherited: PORT is the shell's port when it is given to this script.
    env: { PORT: String(remote.devPort) },
  })),
  { name: 'shell', command: 'pnpm', args: ['--filter', '@gloh/shell', 'dev'] },
]);
await waitForUrl('http://localhost:3000/');
console.log('\nGloh (dev) is running at http://localhost:3000\n');
