// gloh-release: checks a remote's build against the site and makes it the live release of a
// deployment, every file of it; --rollback returns to the previous release, --roll-forward to the
// next (the one a rollback left), --to <id> to any kept one; --list names them and the live one.
// --stage checks a build the same way and keeps it without making it live: it prints the link
// that opens it as a staff preview of the site; --promote <id> makes it (or any kept one) live.
// The only path to live: a build never writes where the site is served from. As a remote's
// `release` script it needs no remote name (pnpm names the package) and, in the workspace, no
// deployment: the remote's .deployment/ folder, which `npm start` serves. Usage:
//   gloh-release [--deployment <folder>] [--build dist] [--site <shell origin> | --workspace <root>] [--keep <n>]
//   gloh-release --stage [--build dist] [--deployment <folder>] [--site …]
//   gloh-release --rollback | --roll-forward | --to <id> | --promote <id> | --list [--deployment …]
// Each release (or staged one) then prunes the deployment to its newest --keep releases
// (RELEASES_KEPT, default 10), never the live one, the one --rollback returns to or a staged one;
// hashed files no kept release lists go with them. --list says which are kept and why.
// --allow-unreachable-site releases without the site checks when the shell cannot be reached, as
// when a stack starts for the first time and the shell waits for its remotes.
// The site is read from the shell's origin (its render-manifest.json and each remote's, through
// the shell), or, without --site, from the workspace (the shell's build and the other remotes'
// live releases in their .deployment/ folders, else their builds).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRemote } from '@gloh/shared/remotes';
import { readLiveSite, workspaceRoot } from './live-site.js';
import { keptReleases, LOCAL_DEPLOYMENT, readHistory, releaseIdOf } from './publish-release.js';
import { protectedReleases, releasesKept, releasesNewestFirst } from './prune-releases.js';
import { previewLink } from './release-preview.js';
import {
  ReleaseRefused,
  release,
  switchTo,
  type ReleaseResult,
  type ReleaseTarget,
} from './remote-release.js';

// `pnpm … release -- --deployment x` passes the `--` on: it separates nothing here.
const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (separator !== -1) args.splice(separator, 1);

function usage(message: string): never {
  console.error(
    `${message}\nUsage: gloh-release [--deployment <folder>] [--build dist] [--site <shell origin> | --workspace <root>] [--keep <n>]\n` +
      '       gloh-release --stage [--build dist] [--deployment <folder>] [--site <shell origin>]\n' +
      '       gloh-release --rollback | --roll-forward | --to <release id> | --promote <release id> | --list [--deployment <folder>]',
  );
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      args,
      options: {
        remote: { type: 'string' },
        build: { type: 'string', default: 'dist' },
        deployment: { type: 'string', default: process.env.RELEASE_DEPLOYMENT },
        site: { type: 'string', default: process.env.RELEASE_SITE },
        workspace: { type: 'string' },
        rollback: { type: 'boolean', default: false },
        'roll-forward': { type: 'boolean', default: false },
        to: { type: 'string' },
        stage: { type: 'boolean', default: false },
        promote: { type: 'string' },
        list: { type: 'boolean', default: false },
        keep: { type: 'string', default: process.env.RELEASES_KEPT },
        'allow-unreachable-site': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return usage((error as Error).message);
  }
}
const values = parse();
const keep = (() => {
  try {
    return releasesKept(values.keep);
  } catch (error) {
    return usage(`--keep (RELEASES_KEPT): ${(error as Error).message}`);
  }
})();

const packageName = process.env.npm_package_name;
const remote = values.remote
  ? findRemote('name', values.remote)
  : packageName
    ? findRemote('package', packageName)
    : usage('Which remote? --remote <name>');
const root = values.workspace ?? workspaceRoot(process.cwd());
const deployment =
  values.deployment || (root ? path.join(root, remote.folder, LOCAL_DEPLOYMENT) : undefined);
if (!deployment) usage('Where is it deployed? --deployment <folder> (or RELEASE_DEPLOYMENT)');

const switches = [
  values.rollback,
  values['roll-forward'],
  values.to !== undefined,
  values.promote !== undefined,
  values.stage,
  values.list,
];
if (switches.filter(Boolean).length > 1) {
  usage('Choose one of --stage, --promote <id>, --rollback, --roll-forward, --to <id> and --list');
}

if (values.list) {
  const history = readHistory(deployment);
  const live = releaseIdOf(deployment);
  const kept = keptReleases(deployment);
  const order = [...history.releases, ...kept.filter((id) => !history.releases.includes(id))];
  const reasons = protectedReleases(deployment, history);
  const newest = releasesNewestFirst(deployment).slice(0, keep);
  console.log(
    `${remote.name}: ${live ? `release ${live} is live` : 'nothing is live'} in ${deployment}; ` +
      `it keeps the newest ${keep} releases and those marked live, previous or staged`,
  );
  for (const id of order) {
    const notes = [
      reasons.get(id),
      !kept.includes(id) && 'not kept whole',
      kept.includes(id) && !reasons.has(id) && !newest.includes(id) && 'pruned at the next release',
    ].filter(Boolean);
    console.log(`  ${id}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`);
  }
  process.exit(0);
}

/** Which releases the deployment no longer keeps, if any. */
function prunedNote({ pruned = [] }: ReleaseResult): string {
  return pruned.length > 0 ? `\nNo longer kept (it keeps ${keep}): ${pruned.join(', ')}` : '';
}

const target: ReleaseTarget | undefined = values.rollback
  ? { previous: true }
  : values['roll-forward']
    ? { next: true }
    : (values.to ?? values.promote) !== undefined
      ? { id: values.to ?? values.promote ?? '' }
      : undefined;

try {
  const site = await readLiveSite(remote.name, {
    site: values.site,
    workspace: values.workspace,
    allowUnreachable: values['allow-unreachable-site'],
  });
  if (values.stage) {
    const staged = release(remote.name, values.build, deployment, site, { stage: true, keep });
    // The site the link opens: the one checked against, else the one `npm start` runs.
    const preview = previewLink(
      values.site ?? 'http://localhost:3000',
      remote.name,
      staged.release,
    );
    console.log(
      `${remote.name}: release ${staged.release} is staged in ${deployment} (${staged.pages} pages), not live.\n` +
        `Preview it (signed in to the staff console): ${preview}\n` +
        `Make it live: gloh-release --promote ${staged.release}` +
        prunedNote(staged),
    );
    process.exit(0);
  }
  const result: ReleaseResult = target
    ? switchTo(remote.name, deployment, site, target)
    : release(remote.name, values.build, deployment, site, { keep });
  console.log(
    `${remote.name}: release ${result.release} is live in ${deployment} ` +
      `(${result.pages} pages${result.previous ? `; previous release ${result.previous}` : ''}).` +
      prunedNote(result),
  );
} catch (error) {
  // Refused or failed, the reasons in words: a stack trace tells a team nothing it can act on.
  console.error(
    error instanceof ReleaseRefused
      ? `${remote.name}: ${error.message}`
      : `${remote.name}: the release failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
