// The committed manifests: what the generator writes, valid against the Kubernetes schemas
// offline (unknown fields refused), and what the site needs of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IService } from 'kubernetes-models/v1/Service';
import { API, REMOTE_APPS, REMOTE_RELEASES_PATH, SHELL } from '../src/apps.js';
import { allowedFlows, externalEgress, externalIngress, probeProblems } from '../src/checks.js';
import { generate, siteProblems } from '../src/generate.js';
import { schemaProblems, strictProblems } from '../src/validate.js';
import { API_SECRET_KEYS } from '../src/workloads.js';
import {
  committedFiles,
  committedObjects,
  composeProbes,
  composeServices,
  defaultSite,
  find,
  PACKAGE_DIR,
} from './fixtures.js';

const { settings, check } = defaultSite();
const objects = committedObjects();
const deployments = objects.filter(
  ({ value }) => (value as { kind?: string }).kind === 'Deployment',
);

describe('the committed manifests', () => {
  it('are what the generator writes from the default settings', async () => {
    const generated = await generate(settings);
    const committed = committedFiles();
    expect(committed.map((file) => file.name)).toEqual(generated.map((file) => file.name).sort());
    for (const file of generated) {
      const text = committed.find((other) => other.name === file.name)?.text;
      // A difference: run `pnpm --filter @gloh/kubernetes generate` and commit manifests/.
      expect({ file: file.name, text }).toEqual({ file: file.name, text: file.text });
    }
  });

  it('are every resource of kustomization.yaml, and nothing else is', () => {
    const kustomization = YAML.parse(
      readFileSync(path.join(PACKAGE_DIR, 'kustomization.yaml'), 'utf8'),
    ) as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual(
      committedFiles().map((file) => `manifests/${file.name}`),
    );
  });

  it('hold the objects the site needs', () => {
    const names = objects.map(({ value }) => {
      const { kind, metadata } = value as { kind: string; metadata: { name: string } };
      return `${kind}/${metadata.name}`;
    });
    for (const app of [SHELL, API, ...REMOTE_APPS]) {
      expect(names).toContain(`Deployment/${app.name}`);
      expect(names).toContain(`Service/${app.name}`);
      expect(names).toContain(`NetworkPolicy/${app.name}`);
    }
    for (const app of [SHELL, API]) {
      expect(names).toContain(`HorizontalPodAutoscaler/${app.name}`);
      expect(names).toContain(`PodDisruptionBudget/${app.name}`);
    }
    for (const remote of REMOTE_APPS)
      expect(names).toContain(`PersistentVolumeClaim/${remote.releaseClaim}`);
    expect(names).toEqual(
      expect.arrayContaining(['Namespace/gloh', 'Ingress/site', 'NetworkPolicy/default-deny']),
    );
  });
});

describe('validation against the Kubernetes schemas, offline', () => {
  it('passes the JSON schema of every kind (types, required fields, enums, formats)', () => {
    expect(objects.length).toBeGreaterThan(15);
    expect(schemaProblems(objects)).toEqual([]);
  });

  it('passes the strict check: no field the schemas do not define, at any depth', () => {
    expect(strictProblems(objects)).toEqual([]);
  });
});

describe('what the site needs of them', () => {
  it('every checks.ts check passes', () => {
    expect(siteProblems(objects, settings)).toEqual([]);
  });

  it('runs the images compose builds: one Deployment per compose service with a build', () => {
    const built = Object.entries(composeServices()).filter(([, service]) => service.build);
    expect(deployments.map(({ value }) => (value as IDeployment).metadata?.name).sort()).toEqual(
      built.map(([name]) => name).sort(),
    );
    for (const [name, service] of built) {
      const deployment = find<IDeployment>(objects, 'Deployment', name);
      // The image of an app is named after the Dockerfile's APP argument (gloh/<APP>).
      expect(service.build?.args?.APP).toBe(name);
      expect(deployment.spec?.template.spec?.containers[0]?.image).toBe(`gloh/${name}:latest`);
    }
  });

  it('probes readiness with the GET of the compose healthcheck, liveness and startup with the process alone', () => {
    const probes = composeProbes();
    expect(Object.keys(probes)).toEqual(
      expect.arrayContaining(['shell', 'api', ...REMOTE_APPS.map((remote) => remote.name)]),
    );
    expect(probeProblems(objects, probes)).toEqual([]);
  });

  it('takes every secret compose requires of the API from the Secret, by reference', () => {
    const api = composeServices().api?.environment ?? {};
    // compose requires a secret with ${NAME:?…}; DATABASE_URL carries POSTGRES_PASSWORD.
    const required = Object.entries(api)
      .filter(([, value]) => String(value).includes(':?'))
      .map(([name]) => name);
    expect(required).toEqual(expect.arrayContaining(['DATABASE_URL', 'OUTBOX_ENCRYPTION_KEY']));
    const env =
      find<IDeployment>(objects, 'Deployment', 'api').spec?.template.spec?.containers[0]?.env ?? [];
    for (const name of [...required, ...API_SECRET_KEYS]) {
      const variable = env.find((entry) => entry.name === name);
      expect({ name, value: variable?.value, from: variable?.valueFrom?.secretKeyRef }).toEqual({
        name,
        value: undefined,
        from: { name: settings.apiSecretName, key: name },
      });
    }
    expect(check.secrets(objects)).toEqual([]);
  });

  it('gives the API the settings compose gives it, for the HTTPS host', () => {
    const env =
      find<IDeployment>(objects, 'Deployment', 'api').spec?.template.spec?.containers[0]?.env ?? [];
    const value = (name: string) => env.find((entry) => entry.name === name)?.value;
    expect(value('PUBLIC_SITE_URL')).toBe(`https://${settings.host}`);
    expect(value('ALLOWED_ORIGINS')).toBe(`https://${settings.host}`);
    for (const name of Object.keys(composeServices().api?.environment ?? {})) {
      expect(env.map((entry) => entry.name)).toContain(name);
    }
  });

  it('gives the shell every setting compose gives it', () => {
    const env =
      find<IDeployment>(objects, 'Deployment', 'shell').spec?.template.spec?.containers[0]?.env ??
      [];
    for (const name of Object.keys(composeServices().shell?.environment ?? {})) {
      expect(env.map((entry) => entry.name)).toContain(name);
    }
  });

  it('points the autoscalers, budgets and Services at existing Deployments', () => {
    expect(check.targets(objects)).toEqual([]);
  });

  it('sends the host, over TLS, to the shell Service only', () => {
    expect(check.ingress(objects)).toEqual([]);
  });

  it('denies by default, with selectors that select real pods', () => {
    expect(check.networkPolicies(objects)).toEqual([]);
  });

  it("allows, between the apps, only shell → API, shell → remotes, remotes → shell and remotes → the API's operations port", () => {
    expect(allowedFlows(objects, settings.namespace)).toEqual(
      [
        `shell → api:${API.port}`,
        ...REMOTE_APPS.map((remote) => `shell → ${remote.name}:${remote.port}`),
        ...REMOTE_APPS.map((remote) => `${remote.name} → shell:${SHELL.port}`),
        ...REMOTE_APPS.map((remote) => `${remote.name} → api:${API.operationsPort}`),
      ].sort(),
    );
  });

  it("gives each remote every setting compose gives it; its release guard reaches the API's operations port", () => {
    const apiService = find<IService>(objects, 'Service', 'api');
    const operations = apiService.spec?.ports?.find((port) => port.name === 'operations');
    expect(operations?.port).toBe(API.operationsPort);
    const composeApi = composeServices().api?.environment ?? {};
    for (const remote of REMOTE_APPS) {
      const compose = composeServices()[remote.name]?.environment ?? {};
      // compose: the API's service name and its METRICS_PORT.
      expect(compose.RELEASE_GUARD_API).toBe(`http://api:${composeApi.METRICS_PORT}`);
      expect(compose.API_PROXY_SECRET).toBe(composeApi.API_PROXY_SECRET);
      const env =
        find<IDeployment>(objects, 'Deployment', remote.name).spec?.template.spec?.containers[0]
          ?.env ?? [];
      for (const name of Object.keys(compose)) {
        expect(env.map((entry) => entry.name)).toContain(name);
      }
      const guardApi = new URL(env.find(({ name }) => name === 'RELEASE_GUARD_API')?.value ?? '');
      expect([guardApi.hostname, Number(guardApi.port)]).toEqual(['api', operations?.port]);
      expect(env.find(({ name }) => name === 'API_PROXY_SECRET')?.valueFrom).toEqual({
        secretKeyRef: { name: settings.apiSecretName, key: 'API_PROXY_SECRET' },
      });
      expect(env.find(({ name }) => name === 'RELEASES_KEPT')?.value).toBe('10');
    }
  });

  it('lets only the API out of the namespace, to PostgreSQL and SMTP, and every pod to DNS', () => {
    const dns = [SHELL, API, ...REMOTE_APPS].flatMap((app) => [
      `${app.name} → namespace kube-system:53/TCP`,
      `${app.name} → namespace kube-system:53/UDP`,
    ]);
    expect(externalEgress(objects, settings.namespace)).toEqual(
      [
        ...dns,
        ...settings.database.cidrs.map((cidr) => `api → ${cidr}:${settings.database.port}/TCP`),
        ...settings.smtp.cidrs.flatMap((cidr) =>
          settings.smtp.ports.map((port) => `api → ${cidr}:${port}/TCP`),
        ),
      ].sort(),
    );
  });

  it('lets only the ingress controller in from outside the namespace, to the shell', () => {
    expect(externalIngress(objects, settings.namespace)).toEqual([
      `namespace ${settings.ingressControllerNamespace} → shell:${SHELL.port}`,
    ]);
  });

  it("shares each remote's releases through one ReadWriteMany volume, read-only for the shell", () => {
    expect(check.releaseVolumes(objects)).toEqual([]);
    // compose mounts the same volumes at the same places.
    const services = composeServices() as Record<string, { volumes?: string[] }>;
    for (const remote of REMOTE_APPS) {
      expect(services[remote.name]?.volumes).toContain(
        `${remote.releaseClaim}:${REMOTE_RELEASES_PATH}`,
      );
      expect(services.shell?.volumes).toContain(
        `${remote.releaseClaim}:${remote.shellMountPath}:ro`,
      );
    }
  });

  it('runs every pod unprivileged, in the namespace', () => {
    expect(check.podSecurity(objects)).toEqual([]);
    expect(check.namespace(objects)).toEqual([]);
  });
});
