// What the tests read: the committed manifests as kubectl would apply them, the settings they were
// generated with, and docker-compose.yml, which the manifests follow.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { APP_NAMES } from '../src/apps.js';
import type { ExpectedProbes } from '../src/checks.js';
import { parseFiles, readFolder, siteChecks } from '../src/generate.js';
import { resolveSettings } from '../src/settings.js';
import type { Located } from '../src/validate.js';

export const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
export const ROOT = path.resolve(PACKAGE_DIR, '../..');
export const MANIFESTS_DIR = path.join(PACKAGE_DIR, 'manifests');

export const defaults = () => resolveSettings(undefined, APP_NAMES);

/** The default settings, and the site's checks with them as the generator runs them. */
export function defaultSite() {
  const settings = defaults();
  return { settings, check: siteChecks(settings) };
}

export const committedFiles = () => readFolder(MANIFESTS_DIR);

/** A fresh copy of the committed objects, for a test to change. */
export const committedObjects = (): Located[] => parseFiles(committedFiles());

interface ComposeService {
  build?: { target?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] };
}

export function composeServices(): Record<string, ComposeService> {
  const compose = YAML.parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as { services: Record<string, ComposeService> };
  return compose.services;
}

/**
 * The probes each compose service's healthcheck asks for: readiness is the GET its `node -e
 * fetch(…)` makes; liveness the /livez beside a /readyz, else that same GET (its only check).
 */
export function composeProbes(): Record<string, ExpectedProbes> {
  const probes: Record<string, ExpectedProbes> = {};
  for (const [name, service] of Object.entries(composeServices())) {
    const url = service.healthcheck?.test?.at(-1);
    if (!url?.startsWith('http')) continue;
    const { port, pathname } = new URL(url);
    const readiness = { port: Number(port), path: pathname };
    const liveness = pathname.endsWith('/readyz')
      ? { ...readiness, path: pathname.replace(/readyz$/, 'livez') }
      : readiness;
    probes[name] = { readiness, liveness };
  }
  return probes;
}

/** The object of `kind` named `name`, to read or change. */
export function find<T = Record<string, unknown>>(
  objects: Located[],
  kind: string,
  name: string,
): T {
  const found = objects.find(({ value }) => {
    const object = value as { kind?: string; metadata?: { name?: string } };
    return object.kind === kind && object.metadata?.name === name;
  });
  if (!found) throw new Error(`No ${kind} ${name} in the manifests`);
  return found.value as T;
}
