// Quick start: install, build everything, then run the production-like site on one origin:
// http://localhost:3000 (shell) with /api and the remotes behind it.
import { REMOTES } from '../packages/shared/src/remotes.mjs';
import { ensureDependencies, run, runTogether, waitForUrl } from './lib/workspace.mjs';

ensureDependencies();
if (!process.argv.includes('--no-build')) run('pnpm', ['build']);

const port = process.env.PORT ?? '3000';
runTogether([
  { name: 'api', command: 'node', args: ['dist/main.js'], cwd: 'api', env: { PORT: '3100' } },
  // Each remote on its dev port, where the shell's server looks for it by default.
  ...REMOTES.map((remote) => ({
    name: remote.name,
    command: 'pnpm',
    args: ['--filter', remote.package, 'serve'],
    // Set, not inherited: PORT is the shell's port when it is given to this script.
    env: { PORT: String(remote.devPort) },
  })),
  {
    name: 'shell',
    command: 'pnpm',
    args: ['--filter', '@gloh/shell', 'serve'],
    env: { PORT: port, HOST: '0.0.0.0' },
  },
]);
await waitForUrl(`http://127.0.0.1:${port}/api/health`);
console.log(`\nGloh is running at http://localhost:${port} (Ctrl+C stops everything)\n`);
