// For sales: only the demos remote, built and served on its own at http://localhost:3003 (or PORT),
// every demo on (GlohPredict included), with no API, database or other app.
import { findRemote } from '../packages/shared/src/remotes.mjs';
import {
  buildPackages,
  ensureDependencies,
  run,
  runTogether,
  waitForUrl,
} from './lib/workspace.mjs';

const demos = findRemote('name', 'demos');
ensureDependencies();
buildPackages();
run('pnpm', ['--filter', demos.package, 'build'], {
  env: { ...process.env, REMOTE_STANDALONE: '1' },
});

const port = process.env.PORT ?? String(demos.devPort);
runTogether([
  {
    name: 'demos',
    command: 'pnpm',
    args: ['--filter', demos.package, 'serve', '--standalone', '--root', 'dist-standalone'],
    env: { PORT: port },
  },
]);
await waitForUrl(`http://127.0.0.1:${port}/demos`);
console.log(`\nThe Gloh demos are running at http://localhost:${port}/demos (Ctrl+C stops them)\n`);
