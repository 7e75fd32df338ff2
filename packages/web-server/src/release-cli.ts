// gloh-release: checks a remote's build against the site and makes it the live release of a
// deployment; --rollback returns to the previous one. As a remote's `release` script it needs no
// remote name (pnpm names the package). Usage:
//   gloh-release --deployment <folder> [--build dist] [--site <shell origin> | --workspace <root>]
//   gloh-release --rollback --deployment <folder> [--site <shell origin> | --workspace <root>]
// --allow-unreachable-site releases without the site checks when the shell cannot be reached, as
// when a stack starts for the first time and the shell waits for its remotes.
// The site is read from the shell's origin (its render-manifest.json and each remote's, through
// the shell), or, without --site, from the builds of the workspace (the shell's and the other
// remotes' dist/ folders).
import { parseArgs } from 'node:util';
import { findRemote } from '@gloh/shared/remotes';
import { readLiveSite } from './live-site.js';
import { ReleaseRefused, release, rollback } from './remote-release.js';

const { values } = parseArgs({
  options: {
    remote: { type: 'string' },
    build: { type: 'string', default: 'dist' },
    deployment: { type: 'string', default: process.env.RELEASE_DEPLOYMENT },
    site: { type: 'string', default: process.env.RELEASE_SITE },
    workspace: { type: 'string' },
    rollback: { type: 'boolean', default: false },
    'allow-unreachable-site': { type: 'boolean', default: false },
  },
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: gloh-release --deployment <folder> [--build dist] [--site <shell origin> | --workspace <root>] [--rollback]`,
  );
  process.exit(2);
}

const packageName = process.env.npm_package_name;
const remote = values.remote
  ? findRemote('name', values.remote)
  : packageName
    ? findRemote('package', packageName)
    : usage('Which remote? --remote <name>');
if (!values.deployment)
  usage('Where is it deployed? --deployment <folder> (or RELEASE_DEPLOYMENT)');

try {
  const site = await readLiveSite(remote.name, {
    site: values.site,
    workspace: values.workspace,
    allowUnreachable: values['allow-unreachable-site'],
  });
  const result = values.rollback
    ? rollback(remote.name, values.deployment, site)
    : release(remote.name, values.build, values.deployment, site);
  console.log(
    `${remote.name}: release ${result.release} is live in ${values.deployment} ` +
      `(${result.pages} pages${result.previous ? `; previous release ${result.previous}` : ''}).`,
  );
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`${remote.name}: ${error.message}`);
  process.exit(1);
}
