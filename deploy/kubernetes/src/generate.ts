// The manifests of a deployment as files: built from the settings, validated offline and checked
// for what the site needs before a line is written, and read back from a folder the same way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  type App,
  APPS,
  type HealthCheck,
  REMOTE_APPS,
  REMOTE_RELEASES_PATH,
  SHELL,
} from './apps.js';
import {
  type ExpectedProbes,
  ingressProblems,
  namespaceProblems,
  networkPolicyProblems,
  podSecurityProblems,
  probeProblems,
  releaseVolumeProblems,
  secretProblems,
  targetProblems,
} from './checks.js';
import { manifestFiles } from './manifests.js';
import { renderFile } from './render-yaml.js';
import type { Settings } from './settings.js';
import { type Located, validationProblems } from './validate.js';

export interface GeneratedFile {
  name: string;
  text: string;
}

/**
 * Each check of checks.ts, given what the settings and the apps' definitions alone decide (the
 * tests also hold the probes to compose's health checks).
 */
export function siteChecks(settings: Settings) {
  return {
    namespace: (objects: Located[]) => namespaceProblems(objects, settings.namespace),
    probes: (objects: Located[]) =>
      probeProblems(
        objects,
        Object.fromEntries(APPS.map((app) => [app.name, expectedProbes(app)])),
      ),
    secrets: (objects: Located[]) => secretProblems(objects, settings.apiSecretName),
    targets: (objects: Located[]) => targetProblems(objects),
    ingress: (objects: Located[]) =>
      ingressProblems(objects, {
        host: settings.host,
        tlsSecretName: settings.tlsSecretName,
        service: SHELL.name,
      }),
    networkPolicies: (objects: Located[]) => networkPolicyProblems(objects),
    releaseVolumes: (objects: Located[]) =>
      releaseVolumeProblems(
        objects,
        REMOTE_APPS.map((remote) => ({
          deployment: remote.name,
          claim: remote.releaseClaim,
          releasesPath: REMOTE_RELEASES_PATH,
          shellEnvVar: remote.shellEnvVar,
        })),
        SHELL.name,
      ),
    podSecurity: (objects: Located[]) => podSecurityProblems(objects),
  };
}

/** Every check of siteChecks, in order: what the generator refuses to write. */
export function siteProblems(objects: Located[], settings: Settings): string[] {
  return Object.values(siteChecks(settings)).flatMap((check) => check(objects));
}

/** The probes an app's definition asks for, its ports as numbers. */
function expectedProbes(app: App): ExpectedProbes {
  const port = (check: HealthCheck) => ({
    port: check.port === 'operations' ? (app.operationsPort ?? 0) : app.port,
    path: check.path,
  });
  return { readiness: port(app.readiness), liveness: port(app.liveness) };
}

export class ManifestsRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`The manifests are refused:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export async function generate(settings: Settings): Promise<GeneratedFile[]> {
  const files = manifestFiles(settings);
  const objects: Located[] = files.flatMap((file) =>
    file.documents.map(({ object }) => ({
      where: `${file.name} ${object.kind}/${object.metadata?.name ?? ''}`,
      value: JSON.parse(JSON.stringify(object)) as unknown,
    })),
  );
  const problems = [...validationProblems(objects), ...siteProblems(objects, settings)];
  if (problems.length > 0) throw new ManifestsRefused(problems);
  return Promise.all(
    files.map(async (file) => ({ name: file.name, text: await renderFile(file) })),
  );
}

/** The YAML files of a folder, by name. */
export function readFolder(folder: string): GeneratedFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));
}

/** Every object of the files, as kubectl would read them. */
export function parseFiles(files: GeneratedFile[]): Located[] {
  return files.flatMap(({ name, text }) =>
    YAML.parseAllDocuments(text).map((document, index) => {
      if (document.errors.length > 0) throw new Error(`${name}: ${document.errors[0]?.message}`);
      const value = document.toJS() as { kind?: string; metadata?: { name?: string } } | null;
      return {
        where: `${name} ${value?.kind ?? `document ${index + 1}`}/${value?.metadata?.name ?? ''}`,
        value,
      };
    }),
  );
}
