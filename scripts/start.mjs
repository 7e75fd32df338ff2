// Quick start: install, build everything, then run the production-like site on one origin:
// http://localhost:3000 (shell) with /api and the three remotes behind it.
import { ensureDependencies, run, runTogether, waitForUrl } from './lib/workspace.mjs';

ensureDependencies();
if (!process.argv.includes('--no-build')) run('pnpm', ['build']);

const port = process.env.PORT ?? '3000';
runTogether([
  { name: 'api', command: 'node', args: ['dist/main.js'], cwd: 'api', env: { PORT: '3100' } },
  { name: 'marketing', command: 'pnpm', args: ['--filter', '@gloh/mfe-marketing', 'serve'] },
  { name: 'investors', command: 'pnpm', args: ['--filter', '@gloh/mfe-investors', 'serve'] },
  { name: 'demos', command: 'pnpm', args: ['--filter', '@gloh/mfe-demos', 'serve'] },
  {
    name: 'shell',
    command: 'pnpm',
    args: ['--filter', '@gloh/shell', 'serve'],
    env: { PORT: port, HOST: '0.0.0.0' },
  },
]);
await waitForUrl(`http://127.0.0.1:${port}/api/health`);
console.log(`\nGloh is running at http://localhost:${port} (Ctrl+C stops everything)\n`);
