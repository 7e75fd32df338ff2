// Quick start: install, build everything, then run the production-like site on one origin:
// http://localhost:3000 (shell) with /api and the remotes behind it. Each remote is served from
// its deployment (<remote>/.deployment/), never from its build: only a release
// (`pnpm --filter <remote> release`) changes what the site serves.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../packages/shared/src/remotes.mjs';
import { ROOT, ensureDependencies, run, runTogether, waitForUrl } from './lib/workspace.mjs';
import { localMailCatcher } from './lib/mail-catcher.mjs';

/** A remote's deployment in the workspace, as gloh-release names it (LOCAL_DEPLOYMENT). */
const DEPLOYMENT = '.deployment';

ensureDependencies();
if (!process.argv.includes('--no-build')) run('pnpm', ['build']);

/** The release id a build or a deployment serves (its render-manifest.json), if any. */
function releaseIn(folder) {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'render-manifest.json'), 'utf8')).release;
  } catch {
    return undefined;
  }
}

/**
 * A deployment with nothing live gets its first release from the fresh build, with the normal
 * checks; one that has releases keeps its live one, and says how to release the fresh build.
 */
function releaseStates() {
  return REMOTES.map((remote) => {
    const deployment = path.join(remote.folder, DEPLOYMENT);
    const built = releaseIn(path.join(ROOT, remote.folder, 'dist'));
    if (!releaseIn(path.join(ROOT, deployment))) {
      try {
        run('pnpm', ['--silent', '--filter', remote.package, 'release']);
      } catch {
        console.error(`${remote.name}: its first release was refused (above); nothing started.`);
        process.exit(1);
      }
    }
    const live = releaseIn(path.join(ROOT, deployment));
    return live === built
      ? `${remote.name}: release ${live} is live (${deployment}), the fresh build`
      : `${remote.name}: release ${live} is live (${deployment}); the build is ${built}: ` +
          `\`pnpm --filter ${remote.package} release\` makes it live`;
  });
}
const releases = releaseStates();

const port = process.env.PORT ?? '3000';
/**
 * Only the shell is the site's front door, on loopback unless HOST says otherwise (HOST=0.0.0.0
 * to be reached from other hosts); the API and the remotes stay on loopback behind it whatever
 * HOST is. Set, not inherited: PORT, HOST and TRUST_PROXY given to this script are the shell's.
 */
const BEHIND_THE_SHELL = { HOST: '127.0.0.1', TRUST_PROXY: '' };
/**
 * What the shell sends with each request it forwards to the API, new each run: on loopback every
 * local program shares the shell's address, so only this tells the API who may name the client.
 */
const API_PROXY_SECRET = process.env.API_PROXY_SECRET ?? randomBytes(32).toString('base64url');
/** What the shell signs staff previews' cookies with (gloh-release --stage), new each run too. */
const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? randomBytes(32).toString('base64url');
const mail = localMailCatcher();
runTogether([
  ...mail.processes,
  {
    name: 'api',
    command: 'node',
    args: ['dist/main.js'],
    cwd: 'api',
    // The shell's server is the API's proxy, on loopback: the API believes its X-Forwarded-*
    // headers (with the secret only the shell sends), which the shell sets from its own peer, not
    // from what a client claims; and the proxies the shell trusts (its TRUST_PROXY), whose chain
    // it passes on.
    env: {
      ...BEHIND_THE_SHELL,
      PORT: '3100',
      API_PROXY_SECRET,
      TRUST_PROXY: ['loopback', process.env.TRUST_PROXY].filter(Boolean).join(','),
      // The site's own origin, on whatever PORT it runs: the API refuses form posts from others.
      ALLOWED_ORIGINS:
        process.env.ALLOWED_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
      ...mail.apiEnv,
    },
  },
  // Each remote on its dev port, where the shell's server looks for it by default, serving its
  // deployment (the folder is relative to the remote's own).
  ...REMOTES.map((remote) => ({
    name: remote.name,
    command: 'pnpm',
    args: ['--filter', remote.package, 'serve', '--root', DEPLOYMENT],
    env: { ...BEHIND_THE_SHELL, PORT: String(remote.devPort) },
  })),
  {
    name: 'shell',
    command: 'pnpm',
    args: ['--filter', '@gloh/shell', 'serve'],
    env: { PORT: port, API_PROXY_SECRET, PREVIEW_SECRET },
  },
]);
await waitForUrl(`http://127.0.0.1:${port}/api/health`);
console.log(
  `\nGloh is running at http://localhost:${port} (Ctrl+C stops everything)\n${releases.join('\n')}\n`,
);
console.log(`${mail.notice}\n`);
