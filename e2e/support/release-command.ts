// `gloh-release` as a remote's team runs it, against a private stack's deployment and site.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { RemoteName } from '../../packages/shared/src/remotes.mjs';
import { ROOT } from './stack';

export interface ReleaseOutcome {
  ok: boolean;
  /** What it printed, out and error together. */
  output: string;
}

/** Runs the built release command for `remote` into `deployment`, checked against `site`. */
export function runRelease(
  remote: RemoteName,
  deployment: string,
  site: string,
  args: readonly string[],
): ReleaseOutcome {
  const cli = path.join(ROOT, 'packages/web-server/dist/release-cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, '--remote', remote, '--deployment', deployment, '--site', site, ...args],
    { encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
