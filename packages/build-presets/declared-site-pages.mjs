// The site's pages as the remotes in this checkout declare them (each remote's
// src/app/site-pages.json), composed by the contract's rules: what the e2e tests, the benchmarks
// and the release checks walk. A deployed site composes the same declarations from its releases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { composeSite } from '@gloh/contract/site-pages';
import { REMOTES } from '@gloh/shared/remotes';

const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../..');

/** A remote's page declaration, as in its sources. */
export function readSitePagesDeclaration(folder, root = WORKSPACE_ROOT) {
  return JSON.parse(readFileSync(path.join(root, folder, 'src/app/site-pages.json'), 'utf8'));
}

/** @returns {import('@gloh/contract/site-pages').SitePage[]} */
export function declaredSitePages(root = WORKSPACE_ROOT) {
  const site = composeSite(
    REMOTES.map((remote) => ({
      remote: remote.name,
      sitePages: readSitePagesDeclaration(remote.folder, root),
    })),
  );
  if (site.problems.length > 0) {
    throw new Error(
      `The remotes' page declarations do not fit together: ${site.problems.join('; ')}`,
    );
  }
  return site.pages;
}

export const KNOWN_SITE_PAGES_FILE = 'known-site-pages.json';

/** Every remote's declaration by name, as the checkout holds them: the shell's fallback. */
export function knownSitePages(root = WORKSPACE_ROOT) {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, readSitePagesDeclaration(remote.folder, root)]),
  );
}

/**
 * Puts the remotes' declarations as of this build beside the shell's Node build. The shell's
 * server uses one only for a remote that has not answered since it started, so that remote's
 * pages answer 503 with its unavailable panel rather than 404; what a release declares always wins.
 */
export class KnownSitePagesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('KnownSitePagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'KnownSitePagesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            KNOWN_SITE_PAGES_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(knownSitePages())}\n`),
          );
        },
      );
    });
  }
}
