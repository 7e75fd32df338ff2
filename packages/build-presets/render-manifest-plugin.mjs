// Gives a remote build an immutable, versioned entry beside its remoteEntry.js, and a
// render-manifest.json that names it and each page's stylesheets. The
// shell's server reads these to pin a page's HTML and its hydration to one version of each remote:
// a page rendered just before a deploy still loads the entry (and so the chunks) it was rendered
// with, because hashed files are never overwritten.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { pressReleasesProblems } from '@gloh/contract/press-releases';
import { bootstrapCssFile, bootstrapUsage } from './bootstrap-usage.mjs';

export const RENDER_MANIFEST_FILE = 'render-manifest.json';
const PLUGIN_NAME = 'RenderManifestPlugin';
const PAGE_CHUNK_PREFIX = 'page-';

export class RenderManifestPlugin {
  /**
   * @param {object} [options]
   * @param {string | null} [options.entry] the federation entry to version (null: none, a host)
   * @param {string} [options.versionedDir] folder of the versioned copy
   * @param {string} [options.documentChunk] a host's chunk whose stylesheets every page needs
   * @param {string} [options.sitePages] a remote's page declaration (src/app/site-pages.json),
   *   published in the manifest: the shell composes the site's routes, menus and sitemap from it
   * @param {string} [options.pressReleases] a remote's press releases (a JSON list, checked by
   *   the contract's rules), published in the manifest when the file exists: the shell's server
   *   makes the press releases' feed from the live release's list
   * @param {Record<string, string>} [options.runtimeVersions] the versions of the runtime
   *   packages the build requires (or, for the shell, provides), by manifest field
   *   (`sharedVersion`, `staffUiVersion`), which the release command checks against the shell's
   * @param {object} [options.bootstrap] what of Bootstrap the build uses (bootstrap-usage.mjs),
   *   published so that the shell's server keeps those rules in the site's one Bootstrap sheet
   * @param {string} options.bootstrap.packageDir the app's folder, which depends on Bootstrap
   * @param {string[]} options.bootstrap.contentFolders the folders its markup is written in
   * @param {string[]} [options.bootstrap.stylesheetFolders] the folders its stylesheets are in
   * @param {object} [options.bootstrap.safelist] classes only added at run time
   */
  constructor({
    entry = 'remoteEntry.js',
    versionedDir = '',
    documentChunk,
    sitePages,
    pressReleases,
    runtimeVersions = {},
    bootstrap,
  } = {}) {
    this.entry = entry;
    this.versionedDir = versionedDir;
    this.documentChunk = documentChunk;
    this.sitePages = sitePages;
    this.pressReleases = pressReleases;
    this.runtimeVersions = runtimeVersions;
    this.bootstrap = bootstrap;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const manifest = {};
          const entry = this.entry && compilation.getAsset(this.entry);
          if (entry) {
            const code = entry.source.source();
            const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
            manifest.entry = path.posix.join(this.versionedDir, `remoteEntry.${hash}.js`);
            compilation.emitAsset(manifest.entry, new rspack.sources.RawSource(code));
          }
          const cssOf = (group) => group.getFiles().filter((file) => file.endsWith('.css'));
          if (this.documentChunk) {
            const group = compilation.namedChunkGroups.get(this.documentChunk);
            manifest.styles = group ? cssOf(group) : [];
          }
          // The stylesheets each page needs, by the page chunk's name (page-<route id>, set in the
          // remote's pages.ts), so server-rendered HTML links them and nothing else.
          const pages = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
            pages[name.slice(PAGE_CHUNK_PREFIX.length)] = { css: cssOf(group) };
          }
          if (Object.keys(pages).length > 0) manifest.pages = pages;
          if (this.sitePages && existsSync(this.sitePages)) {
            compilation.fileDependencies.add(this.sitePages);
            manifest.sitePages = JSON.parse(readFileSync(this.sitePages, 'utf8'));
          }
          if (this.pressReleases && existsSync(this.pressReleases)) {
            compilation.fileDependencies.add(this.pressReleases);
            const list = JSON.parse(readFileSync(this.pressReleases, 'utf8'));
            const problems = pressReleasesProblems(list);
            if (problems.length > 0) {
              compilation.errors.push(
                new rspack.WebpackError(`${this.pressReleases}: ${problems.join('; ')}`),
              );
            } else manifest.pressReleases = list;
          }
          Object.assign(manifest, this.runtimeVersions);
          if (this.bootstrap) {
            const { packageDir, ...folders } = this.bootstrap;
            for (const folder of [
              ...folders.contentFolders,
              ...(folders.stylesheetFolders ?? []),
            ]) {
              compilation.contextDependencies.add(folder);
            }
            manifest.bootstrap = bootstrapUsage({
              ...folders,
              bootstrapCss: readFileSync(bootstrapCssFile(packageDir), 'utf8'),
            });
          }
          // One id per release: its code, styles and page declaration.
          if (manifest.entry) {
            manifest.release = createHash('sha256')
              .update(JSON.stringify(manifest))
              .digest('hex')
              .slice(0, 12);
          }
          compilation.emitAsset(
            RENDER_MANIFEST_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
