// The runner of `npm start`, `npm run dev` and `npm run demos` (scripts/lib/workspace.mjs):
// stopping it stops the servers its children started, even behind a wrapper that does not pass a
// signal on, as pnpm's `--filter <app> serve` does not.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WORKSPACE = pathToFileURL(
  path.resolve(import.meta.dirname, '../../../scripts/lib/workspace.mjs'),
).href;

// sh stays the server's parent (the command after node keeps it from exec'ing node) and ends at
// a SIGTERM without passing it on.
const RUNNER = `
import { runTogether } from ${JSON.stringify(WORKSPACE)};
runTogether([{
  name: 'server',
  command: 'sh',
  args: ['-c', 'node -e "console.log(process.pid); setInterval(() => {}, 1000)"; true'],
}]);
`;

/** Alive, and not a zombie waiting for init to reap it (Linux says so in /proc). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function startRunner() {
  const runner = spawn(process.execPath, ['--input-type=module', '-e', RUNNER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  runner.stdout.setEncoding('utf8');
  const serverPid = await new Promise((resolve, reject) => {
    runner.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /\[server\]\s+(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    runner.once('exit', () => reject(new Error(`the runner exited first: ${output}`)));
  });
  return { runner, serverPid };
}

async function expectStopped(pid) {
  const deadline = Date.now() + 5_000;
  while (isRunning(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(isRunning(pid), false, 'the server outlived the runner');
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  test(`${signal} to the runner stops the server behind the wrapper`, async () => {
    const { runner, serverPid } = await startRunner();
    assert.equal(isRunning(serverPid), true);
    runner.kill(signal);
    await once(runner, 'exit');
    await expectStopped(serverPid);
  });
}
