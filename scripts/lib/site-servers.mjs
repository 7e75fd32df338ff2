// The site's production servers for benchmarks and checks: each remote's static server and the
// shell's server, as `npm start` runs them, on ports of the script's choosing.
import { spawn } from 'node:child_process';
import { REMOTES, remoteEnvVar } from '../../packages/shared/src/remotes.mjs';
import { ROOT, waitForUrl } from './workspace.mjs';

const children = [];
let exiting = false;
process.on('exit', () => {
  exiting = true;
  children.forEach((child) => child.kill());
});

/**
 * Starts a Node server of the workspace, stopped when the script exits. One that stops before
 * then ends the script with its last error output, rather than leaving it waiting on a dead port.
 */
export function startServer(args, env = {}) {
  const child = spawn('node', args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  child.on('exit', (code, signal) => {
    if (exiting) return;
    console.error(`${args[0]} stopped (${signal ?? `exit ${code}`}):\n${errors}`);
    process.exit(1);
  });
  children.push(child);
  return child;
}

/**
 * Every remote's production server, each at its dev port's distance from `basePort`
 * (3000 + n → basePort + n). Returns the REMOTE_<NAME> settings that point a shell at them.
 * @param roots the folder a remote serves instead of its build (a deployment), by name
 */
export function startRemoteServers(basePort, roots = {}) {
  const env = {};
  for (const remote of REMOTES) {
    const port = basePort + remote.devPort - 3000;
    startServer([
      'packages/web-server/dist/serve-remote.js',
      '--remote',
      remote.name,
      '--root',
      roots[remote.name] ?? `${remote.folder}/dist`,
      '--port',
      String(port),
    ]);
    env[remoteEnvVar(remote.name)] = `http://127.0.0.1:${port}`;
  }
  return env;
}

/**
 * The shell's production server on `port`; resolves with its URL once it answers.
 * @param entry its compiled serve.js (another build of it, to compare)
 */
export async function startShellServer(port, env, entry = 'shell/dist-node/serve.js') {
  startServer([entry], { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/remotes.json`);
  return url;
}
