// The runtime surface of a package shared as Module Federation singletons (@gloh/shared,
// @gloh/staff-ui): the subpaths a browser build imports and the names each exports. A remote
// deployed at another commit runs against the shell's copy of exactly these, so this is what the
// package's version promises. styles/ and testing/ are taken by every app from its own commit:
// they are not shared at runtime and not part of the promise. Each package records its surface in
// its own surface/public-surface.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export function snapshotFile(packageDir) {
  return path.join(packageDir, 'surface', 'public-surface.json');
}

export function readPackageJson(packageDir) {
  return JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
}

/** Subpaths of `exports` that point at one runtime module (not a `*` pattern of tooling files). */
export function runtimeSubpaths(exportsField) {
  return Object.entries(exportsField)
    .filter(([subpath, target]) => !subpath.includes('*') && target.startsWith('./src/'))
    .sort(([a], [b]) => a.localeCompare(b));
}

function exportKind(symbol, checker) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return target.flags & ts.SymbolFlags.Value ? 'value' : 'type';
}

/** @returns {{ version: string, subpaths: Record<string, Record<string, 'value' | 'type'>> }} */
export function currentSurface(packageDir) {
  const packageJson = readPackageJson(packageDir);
  const subpaths = runtimeSubpaths(packageJson.exports);
  const files = subpaths.map(([, target]) => path.join(packageDir, target));
  const configFile = ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json');
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configFile, ts.sys.readFile).config,
    ts.sys,
    packageDir,
  );
  const program = ts.createProgram(files, {
    ...options,
    allowJs: true,
    resolveJsonModule: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [subpath, target] of subpaths) {
    const file = path.join(packageDir, target);
    if (file.endsWith('.json')) {
      surface[subpath] = { default: 'value' };
      continue;
    }
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`Cannot read the exports of ${target}`);
    surface[subpath] = Object.fromEntries(
      checker
        .getExportsOfModule(moduleSymbol)
        .map((symbol) => [symbol.getName(), exportKind(symbol, checker)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return { version: packageJson.version, subpaths: surface };
}

/**
 * What changed between two surfaces, and the smallest semver bump that change needs: anything
 * removed (a subpath, a name, or a value that became type-only) breaks remotes built against the
 * old surface, so it is major; anything added is minor, because a remote that uses it must not
 * run against a shell without it.
 */
export function compareSurfaces(previous, current) {
  const removed = [];
  const added = [];
  for (const [subpath, names] of Object.entries(previous.subpaths)) {
    const now = current.subpaths[subpath];
    if (!now) {
      removed.push(subpath);
      continue;
    }
    for (const [name, kind] of Object.entries(names)) {
      if (!(name in now)) removed.push(`${subpath} ${name}`);
      else if (kind === 'value' && now[name] === 'type') removed.push(`${subpath} ${name} (value)`);
    }
  }
  for (const [subpath, names] of Object.entries(current.subpaths)) {
    const before = previous.subpaths[subpath];
    if (!before) {
      added.push(subpath);
      continue;
    }
    for (const [name, kind] of Object.entries(names)) {
      if (!(name in before)) added.push(`${subpath} ${name}`);
      else if (kind === 'value' && before[name] === 'type')
        added.push(`${subpath} ${name} (value)`);
    }
  }
  const bump = removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
  return { removed, added, bump };
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`"${version}" is not a plain major.minor.patch version`);
  return match.slice(1).map(Number);
}

/** Whether going from `previous` to `next` is at least the given bump. */
export function isBumpedEnough(previous, next, bump) {
  const [major, minor, patch] = parseVersion(previous);
  const [nextMajor, nextMinor, nextPatch] = parseVersion(next);
  if (bump === 'major') return nextMajor > major;
  if (bump === 'minor') return nextMajor > major || (nextMajor === major && nextMinor > minor);
  return (
    nextMajor > major ||
    (nextMajor === major && (nextMinor > minor || (nextMinor === minor && nextPatch >= patch)))
  );
}

export function readSnapshot(packageDir) {
  return JSON.parse(readFileSync(snapshotFile(packageDir), 'utf8'));
}
