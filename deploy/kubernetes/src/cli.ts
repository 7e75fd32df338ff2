// pnpm --filter @gloh/kubernetes generate [--settings <file.json>] [--out <folder>] [--check]
//   writes the manifests (default: manifests/ with the default settings), or with --check only
//   says whether the folder holds exactly what would be written.
// pnpm --filter @gloh/kubernetes generate --capacity <visits per second> [--settings <file.json>]
//   prints the pods the capacity model gives for that load.
// Paths are read from where the command was typed (pnpm runs scripts in the package's folder).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API, APP_NAMES, SHELL } from './apps.js';
import { capacity, visitCost, visitsPerPod } from './capacity.js';
import { generate, type GeneratedFile, ManifestsRefused, readFolder } from './generate.js';
import { GENERATED_BY } from './render-yaml.js';
import { resolveSettings, type Settings, SettingsError } from './settings.js';

// `pnpm generate -- --check` hands the script a `--` first; whatever follows it is still options.
const args = process.argv.slice(2);
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: {
    settings: { type: 'string' },
    out: { type: 'string' },
    check: { type: 'boolean', default: false },
    capacity: { type: 'string' },
  },
});

const typedFrom = process.env.INIT_CWD ?? process.cwd();
const packageDir = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadSettings(): Settings {
  try {
    const given = values.settings
      ? (JSON.parse(readFileSync(path.resolve(typedFrom, values.settings), 'utf8')) as Parameters<
          typeof resolveSettings
        >[0])
      : undefined;
    return resolveSettings(given, APP_NAMES);
  } catch (error) {
    fail(
      error instanceof SettingsError
        ? error.message
        : `${values.settings}: ${(error as Error).message}`,
    );
  }
}

const settings = loadSettings();

if (values.capacity !== undefined) {
  const visits = Number(values.capacity);
  if (!(visits > 0)) fail('--capacity takes the visits per second, a number above 0');
  const row = capacity(visits, settings);
  const cost = visitCost();
  const target = settings.targetCpuUtilization;
  console.log(`${visits} visits/s at ${target} % CPU (docs/kubernetes.md, "Capacity"):`);
  console.log(
    `  shell: ${row.shellPods} pods (${row.shellPodsWithCdn} with its files on a CDN), ${visitsPerPod(cost.shellMs, SHELL.cpuCores, target)} visits/s a pod`,
  );
  console.log(
    `  api:   ${row.apiPods} pods, ${visitsPerPod(cost.apiMs, API.cpuCores, target)} visits/s a pod`,
  );
  for (const [app, pods] of [
    ['shell', row.shellPods],
    ['api', row.apiPods],
  ] as const) {
    if (pods > settings[app].maxReplicas) {
      console.log(
        `  more than ${app}.maxReplicas (${settings[app].maxReplicas}): raise it in the settings`,
      );
    }
  }
  process.exit(0);
}

async function generated(): Promise<GeneratedFile[]> {
  try {
    return await generate(settings);
  } catch (error) {
    fail(error instanceof ManifestsRefused ? error.message : String(error));
  }
}

const files = await generated();

const out = values.out ? path.resolve(typedFrom, values.out) : path.join(packageDir, 'manifests');
const present = existsSync(out) ? readFolder(out) : [];
const wanted = new Map(files.map((file) => [file.name, file.text]));
// Only files this generator wrote are removed: a folder may hold others.
const stale = present.filter(
  (file) => !wanted.has(file.name) && file.text.includes(GENERATED_BY.split('\n')[0] ?? ''),
);

if (values.check) {
  const differing = [
    ...files
      .filter((file) => present.find((other) => other.name === file.name)?.text !== file.text)
      .map((file) => file.name),
    ...stale.map((file) => `${file.name} (no longer generated)`),
  ];
  if (differing.length > 0) {
    fail(
      `${path.relative(typedFrom, out) || '.'} differs from the generator's output: ${differing.join(', ')}\nRun pnpm --filter @gloh/kubernetes generate.`,
    );
  }
  console.log(`${files.length} files in ${path.relative(typedFrom, out) || '.'} are as generated.`);
} else {
  mkdirSync(out, { recursive: true });
  for (const file of files) writeFileSync(path.join(out, file.name), file.text);
  for (const file of stale) rmSync(path.join(out, file.name));
  console.log(`${files.length} files written to ${path.relative(typedFrom, out) || '.'}.`);
}
