// Development: every app in watch mode with hot reload, composed at http://localhost:3000.
import { ensureDependencies, runTogether, waitForUrl } from './lib/workspace.mjs';

ensureDependencies();
runTogether([
  {
    name: 'contract',
    command: 'pnpm',
    args: ['--filter', '@gloh/contract', 'exec', 'tsc', '-w', '-p', 'tsconfig.build.json'],
  },
  { name: 'api', command: 'pnpm', args: ['--filter', '@gloh/api', 'dev'], env: { PORT: '3100' } },
  { name: 'marketing', command: 'pnpm', args: ['--filter', '@gloh/mfe-marketing', 'dev'] },
  { name: 'investors', command: 'pnpm', args: ['--filter', '@gloh/mfe-investors', 'dev'] },
  { name: 'demos', command: 'pnpm', args: ['--filter', '@gloh/mfe-demos', 'dev'] },
  { name: 'shell', command: 'pnpm', args: ['--filter', '@gloh/shell', 'dev'] },
]);
await waitForUrl('http://localhost:3000/');
console.log('\nGloh (dev) is running at http://localhost:3000\n');
