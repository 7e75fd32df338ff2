// Remote builds and deployments for the release tests, shaped like a remote's dist/: hashed
// chunks and a versioned entry, and the files without a hash that a release must switch too.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const page = (id: string, pagePath: string) => ({
  id,
  path: pagePath,
  title: id,
  description: `The ${id} page.`,
});

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The files of a folder with their bytes, by relative path, dot-named ones left out. */
export function filesIn(folder: string, under = ''): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(folder, under), { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('.')) return [];
      const relative = under ? `${under}/${entry.name}` : entry.name;
      return entry.isDirectory()
        ? Object.entries(filesIn(folder, relative))
        : [[relative, readFileSync(path.join(folder, relative), 'utf8')]];
    }),
  );
}

/**
 * A remote's build in `root`/`id`, whose release id is `id`; `only` names a file without a hash
 * that only this build has.
 */
export function writeBuild(
  root: string,
  id: string,
  { pages = [page('about', '/about')] as unknown[], sharedVersion = '2.0.0', only = '' } = {},
): string {
  const dir = path.join(root, id);
  const entry = `static/js/remoteEntry.${hashOf(`browser ${id}`)}.js`;
  const serverEntry = `remoteEntry.${hashOf(`server ${id}`)}.js`;
  const files: Record<string, string> = {
    [entry]: `var entry = "${id}";`,
    [`static/js/page-about.${hashOf(`chunk ${id}`)}.js`]: `var about = "${id}";`,
    'remoteEntry.js': `var marketing = "${id}";`,
    'remoteEntry.js.map': `{"version":3,"file":"${id}"}`,
    'index.html': `<!doctype html><title>${id}</title>`,
    'mf-manifest.json': JSON.stringify({ id: 'marketing', release: id }),
    'render-manifest.json': JSON.stringify({ entry, release: id, sharedVersion, sitePages: pages }),
    [`ssr/${serverEntry}`]: `module.exports = "${id}";`,
    'ssr/remoteEntry.js': `module.exports = "${id} (unversioned)";`,
    'ssr/render-manifest.json': JSON.stringify({ entry: serverEntry, release: id }),
    ...(only ? { [only]: id } : {}),
  };
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), contents);
  }
  return dir;
}
