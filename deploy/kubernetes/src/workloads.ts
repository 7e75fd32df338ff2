// The apps' Deployments and Services, the remotes' release volumes, and the autoscalers and
// disruption budgets of the shell and the API.
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service } from 'kubernetes-models/v1/Service';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IContainerPort } from 'kubernetes-models/v1/ContainerPort';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import type { IVolume } from 'kubernetes-models/v1/Volume';
import type { IVolumeMount } from 'kubernetes-models/v1/VolumeMount';
import {
  API,
  type App,
  appLabels,
  imageOf,
  REMOTE_APPS,
  REMOTE_RELEASES_PATH,
  type RemoteApp,
  selectorLabels,
  serviceUrl,
  SHELL,
} from './apps.js';
import { document, type Document, note, type Note } from './manifest.js';
import { API_OPTIONAL_SETTINGS, type Settings } from './settings.js';

/** The images' unprivileged `node` user; numeric, so the kubelet can check it is not root. */
const NODE_USER = 1000;

/** The keys of the operator's Secret that the API reads (README.md, "Secrets"). */
export const API_SECRET_KEYS = [
  'DATABASE_URL',
  'OUTBOX_ENCRYPTION_KEY',
  'SMTP_URL',
  'API_PROXY_SECRET',
] as const;

const CONTAINER_PATH = ['spec', 'template', 'spec', 'containers', 0];

export function cpuQuantity(cores: number): string {
  return Number.isInteger(cores) ? String(cores) : `${Math.round(cores * 1000)}m`;
}

function metadata(app: App, settings: Settings) {
  return { name: app.name, namespace: settings.namespace, labels: appLabels(app) };
}

/** compose's healthcheck (every 5 s, 3 s timeout, 30 tries before giving up) as probes. */
function probes(app: App): Pick<IContainer, 'startupProbe' | 'readinessProbe' | 'livenessProbe'> {
  const check = (
    { port, path }: App['readiness'],
    probe: Omit<IProbe, 'httpGet' | 'timeoutSeconds'>,
  ): IProbe => ({ httpGet: { path, port }, timeoutSeconds: 3, ...probe });
  return {
    // As long as compose waits for a service to become healthy (30 × 5 s): migrations at the
    // API's start, a release's publication at a remote's, without liveness counting them.
    startupProbe: check(app.liveness, { periodSeconds: 5, failureThreshold: 30 }),
    readinessProbe: check(app.readiness, { periodSeconds: 5, failureThreshold: 3 }),
    livenessProbe: check(app.liveness, { periodSeconds: 10, failureThreshold: 3 }),
  };
}

/** The operations server's setting and port, for an app that has one. */
function operations(app: App): { env: IEnvVar[]; ports: IContainerPort[] } {
  if (app.operationsPort === undefined) return { env: [], ports: [] };
  return {
    env: [{ name: 'METRICS_PORT', value: String(app.operationsPort) }],
    ports: [{ name: 'operations', containerPort: app.operationsPort, protocol: 'TCP' }],
  };
}

/** Where Prometheus's usual pod discovery finds the metrics; nothing for an app without them. */
function scrapeAnnotations(app: App): Record<string, string> | undefined {
  if (app.operationsPort === undefined) return undefined;
  return {
    'prometheus.io/scrape': 'true',
    'prometheus.io/port': String(app.operationsPort),
    'prometheus.io/path': '/metrics',
  };
}

/** Where a variable is in a container's env, for the note above it. */
function envIndex(env: IEnvVar[], name: string): number {
  const index = env.findIndex((variable) => variable.name === name);
  if (index < 0) throw new Error(`No ${name} in the env`);
  return index;
}

const secretEnv = (name: string, settings: Settings): IEnvVar => ({
  name,
  valueFrom: { secretKeyRef: { name: settings.apiSecretName, key: name } },
});

function podSpec(
  app: App,
  settings: Settings,
  container: Omit<IContainer, 'name' | 'image'>,
  volumes: IVolume[],
): IPodSpec {
  const tmp: IVolumeMount = { name: 'tmp', mountPath: '/tmp' };
  return {
    // The apps never call the Kubernetes API, and read their settings from names they chose:
    // no service account token, no Docker-link variables such as API_PORT=tcp://….
    automountServiceAccountToken: false,
    enableServiceLinks: false,
    securityContext: {
      runAsNonRoot: true,
      runAsUser: NODE_USER,
      runAsGroup: NODE_USER,
      fsGroup: NODE_USER,
      // A release volume holds every release's files: changing their group at each start would
      // walk all of them.
      fsGroupChangePolicy: 'OnRootMismatch',
      seccompProfile: { type: 'RuntimeDefault' },
    },
    containers: [
      {
        name: app.name,
        image: imageOf(app, settings),
        ports: [
          { name: 'http', containerPort: app.port, protocol: 'TCP' },
          ...operations(app).ports,
        ],
        ...container,
        resources: {
          requests: { cpu: cpuQuantity(app.cpuCores), memory: app.memoryRequest },
          // No CPU limit: a Node server throttled at a limit answers late instead of scaling out;
          // the autoscaler works from the requests.
          limits: { memory: app.memoryLimit },
        },
        securityContext: {
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        },
        volumeMounts: [...(container.volumeMounts ?? []), tmp],
      },
    ],
    volumes: [...volumes, { name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }],
  };
}

/** Spreads a scaled app's pods over nodes, so a node's loss or drain takes at most its share. */
function spreadOverNodes(app: App) {
  return [
    {
      maxSkew: 1,
      topologyKey: 'kubernetes.io/hostname',
      whenUnsatisfiable: 'ScheduleAnyway' as const,
      labelSelector: { matchLabels: selectorLabels(app) },
    },
  ];
}

/**
 * The endpoints of a terminating pod leave the Service, and the ingress controller's list, a
 * moment after it is told to stop; it keeps answering for that moment.
 */
const drainBeforeStop = { preStop: { exec: { command: ['sleep', '5'] } } };

/**
 * The objects of an app its autoscaler scales (the shell, the API): its Deployment, with no
 * replicas of its own, an update that adds a pod before it removes one, its pods spread over nodes
 * and scraped for metrics; its Service, autoscaler and disruption budget.
 */
function scaledAppDocuments(
  app: App,
  settings: Settings,
  scale: Settings['shell'],
  pod: { container: Omit<IContainer, 'name' | 'image'>; volumes: IVolume[]; notes: Note[] },
): Document[] {
  const deployment = new Deployment({
    metadata: metadata(app, settings),
    spec: {
      selector: { matchLabels: selectorLabels(app) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: appLabels(app), annotations: scrapeAnnotations(app) },
        spec: {
          ...podSpec(app, settings, pod.container, pod.volumes),
          topologySpreadConstraints: spreadOverNodes(app),
        },
      },
    },
  });
  return [
    document(deployment, [
      note(
        ['spec', 'selector'],
        ' No replicas here: the HorizontalPodAutoscaler sets them, and an apply must not reset them.',
      ),
      ...pod.notes,
    ]),
    service(app, settings),
    autoscaler(app, settings, scale),
    disruptionBudget(app, settings),
  ];
}

function service(app: App, settings: Settings): Document {
  return document(
    new Service({
      metadata: metadata(app, settings),
      spec: {
        type: 'ClusterIP',
        selector: selectorLabels(app),
        ports: [
          { name: 'http', port: app.port, targetPort: 'http', protocol: 'TCP' },
          // The API's operations port answers the remotes' release guards (RELEASE_GUARD_API).
          ...(app === API && app.operationsPort !== undefined
            ? [
                {
                  name: 'operations',
                  port: app.operationsPort,
                  targetPort: 'operations',
                  protocol: 'TCP' as const,
                },
              ]
            : []),
        ],
      },
    }),
  );
}

function autoscaler(app: App, settings: Settings, scale: Settings['shell']): Document {
  return document(
    new HorizontalPodAutoscaler({
      metadata: metadata(app, settings),
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: app.name },
        minReplicas: scale.minReplicas,
        maxReplicas: scale.maxReplicas,
        metrics: [
          {
            type: 'Resource',
            resource: {
              name: 'cpu',
              target: { type: 'Utilization', averageUtilization: settings.targetCpuUtilization },
            },
          },
        ],
      },
    }),
    [
      note(
        ['spec', 'metrics'],
        ' docs/kubernetes.md, "Capacity", turns visits per second into pods at this target.',
      ),
    ],
  );
}

function disruptionBudget(app: App, settings: Settings): Document {
  return document(
    new PodDisruptionBudget({
      metadata: metadata(app, settings),
      spec: { maxUnavailable: 1, selector: { matchLabels: selectorLabels(app) } },
    }),
    [
      note(
        ['spec', 'maxUnavailable'],
        " A drain evicts one pod at a time; with at least two replicas (the autoscaler's minimum)\n one always serves.",
      ),
    ],
  );
}

/** Why the probes are what they are, above the first of them. */
function probeNotes(why: string): Note[] {
  return [note([...CONTAINER_PATH, 'startupProbe'], why)];
}

/** Above METRICS_PORT, which the operations server reads. */
function operationsNote(env: IEnvVar[]): Note {
  return note(
    [...CONTAINER_PATH, 'env', envIndex(env, 'METRICS_PORT')],
    'Prometheus /metrics, /livez and /readyz, on a port of their own: no Service or Ingress\npublishes it, and only the kubelet (and a metrics namespace, if set) reaches it.',
  );
}

export function shellDocuments(settings: Settings): Document[] {
  const env: IEnvVar[] = [
    { name: 'PORT', value: String(SHELL.port) },
    ...operations(SHELL).env,
    { name: 'API_ORIGIN', value: serviceUrl(API) },
    ...REMOTE_APPS.map((remote) => ({
      name: remote.shellEnvVar,
      value: `dir:${remote.shellMountPath}`,
    })),
    { name: 'TRUST_PROXY', value: settings.shellTrustProxy },
    // Sent with every request it forwards: the API believes no other caller's X-Forwarded-*.
    secretEnv('API_PROXY_SECRET', settings),
    // Signs staff previews' cookies of staged releases, the same in every replica.
    secretEnv('PREVIEW_SECRET', settings),
  ];
  return scaledAppDocuments(SHELL, settings, settings.shell, {
    container: {
      env,
      ...probes(SHELL),
      lifecycle: drainBeforeStop,
      volumeMounts: REMOTE_APPS.map((remote) => ({
        name: remote.releaseClaim,
        mountPath: remote.shellMountPath,
        readOnly: true,
      })),
    },
    volumes: REMOTE_APPS.map((remote) => ({
      name: remote.releaseClaim,
      persistentVolumeClaim: { claimName: remote.releaseClaim, readOnly: true },
    })),
    notes: [
      note(
        [...CONTAINER_PATH, 'env', envIndex(env, REMOTE_APPS[0]?.shellEnvVar ?? '')],
        " Each remote is served and rendered from its release volume, mounted read-only below: a\n remote's pod publishes a release into it, so replacing that pod never takes the section\n offline.",
      ),
      note(
        [...CONTAINER_PATH, 'env', envIndex(env, 'TRUST_PROXY')],
        " The ingress controller's pods, on the pod network: their X-Forwarded-* carry the visitor's\n address and HTTPS. Only they and the remotes can reach the shell (network-policies.yaml).",
      ),
      operationsNote(env),
      ...probeNotes(
        "Readiness is compose's healthcheck, /readyz: the remotes' releases are read from the volumes\nand a render worker renders with them. Liveness is /livez, the process alone, so a slow\nvolume takes a pod out of the Service without restarting it.",
      ),
    ],
  });
}

export function apiDocuments(settings: Settings): Document[] {
  const site = `https://${settings.host}`;
  const env: IEnvVar[] = [
    { name: 'PORT', value: String(API.port) },
    { name: 'HOST', value: '0.0.0.0' },
    ...operations(API).env,
    ...API_SECRET_KEYS.map((key) => secretEnv(key, settings)),
    { name: 'MAIL_FROM', value: settings.mailFrom },
    { name: 'COMPANY_INBOX', value: settings.companyInbox },
    { name: 'PUBLIC_SITE_URL', value: site },
    { name: 'ALLOWED_ORIGINS', value: site },
    { name: 'TRUST_PROXY', value: settings.apiTrustProxy },
    ...API_OPTIONAL_SETTINGS.map((name) => ({ name, value: settings.apiSettings[name] ?? '' })),
    {
      name: 'RELEASE_GUARD',
      value:
        Object.keys(settings.releaseGuard).length > 0 ? JSON.stringify(settings.releaseGuard) : '',
    },
  ];
  return scaledAppDocuments(API, settings, settings.api, {
    container: { env, ...probes(API), lifecycle: drainBeforeStop },
    volumes: [],
    notes: [
      note(
        [...CONTAINER_PATH, 'env', envIndex(env, API_SECRET_KEYS[0])],
        `The secrets come from the Secret ${settings.apiSecretName}, which the operator creates\n(deploy/kubernetes/README.md, "Secrets"). DATABASE_URL names the managed PostgreSQL, which is\nnot part of these manifests; SMTP_URL may carry the relay's credentials.`,
      ),
      note(
        [...CONTAINER_PATH, 'env', envIndex(env, 'TRUST_PROXY')],
        " The shell's pods, on the pod network: only they can reach the API (network-policies.yaml).",
      ),
      note(
        [...CONTAINER_PATH, 'env', envIndex(env, API_OPTIONAL_SETTINGS[0])],
        " Retention periods and daily caps per client address (settings apiSettings): empty keeps\n the API's default (api/README.md). The privacy policy states the defaults.",
      ),
      note(
        [...CONTAINER_PATH, 'env', envIndex(env, 'RELEASE_GUARD')],
        ' Which remotes a bad release is rolled back for, and by how much worse (settings\n releaseGuard; api/README.md): empty guards none.',
      ),
      operationsNote(env),
      ...probeNotes(
        "Readiness is compose's healthcheck, /readyz: the database answers. Liveness is /livez, the\nprocess alone: a database outage takes the pods out of the Service without restarting them.",
      ),
    ],
  });
}

/** A remote's server: the site it checks releases against, the releases it keeps, the guard's judge. */
function remoteEnv(settings: Settings): IEnvVar[] {
  return [
    { name: 'RELEASE_SITE', value: serviceUrl(SHELL) },
    { name: 'RELEASES_KEPT', value: String(settings.releasesKept) },
    { name: 'RELEASE_GUARD_API', value: `http://${API.name}:${API.operationsPort ?? ''}` },
    secretEnv('API_PROXY_SECRET', settings),
  ];
}

export function remoteDocuments(remote: RemoteApp, settings: Settings): Document[] {
  const deployment = new Deployment({
    metadata: metadata(remote, settings),
    spec: {
      replicas: 1,
      selector: { matchLabels: selectorLabels(remote) },
      strategy: { type: 'Recreate' },
      template: {
        metadata: { labels: appLabels(remote) },
        spec: podSpec(
          remote,
          settings,
          {
            env: remoteEnv(settings),
            ...probes(remote),
            volumeMounts: [{ name: 'releases', mountPath: REMOTE_RELEASES_PATH }],
          },
          [{ name: 'releases', persistentVolumeClaim: { claimName: remote.releaseClaim } }],
        ),
      },
    },
  });
  return [
    document(deployment, [
      note(
        ['spec', 'replicas'],
        " One writer per release volume: each pod publishes its image's build at start, and two at\n once would race on the manifests and the release history. Recreate stops the old pod first.\n Visitors do not notice: the shell serves the section from the volume, not from this pod.",
      ),
      note(
        [...CONTAINER_PATH, 'env', 0],
        ' The site the release is checked against before it goes live (paths and page ids no other\n remote serves, the @gloh/shared version the shell provides).',
      ),
      note(
        [...CONTAINER_PATH, 'env', 2],
        " The release guard asks the API's operations port (its Service's port operations) for its\n verdict on the live release, with the secret the shell sends; the API's RELEASE_GUARD says\n which remotes are guarded (none by default).",
      ),
      ...probeNotes(
        "A remote's server has one health check, compose's, so it serves readiness and liveness alike:\nthe live release's render-manifest.json exists once this pod has published its release, and\nits server answers it.",
      ),
    ]),
    service(remote, settings),
  ];
}

export function releaseClaims(settings: Settings): Document[] {
  return REMOTE_APPS.map((remote) =>
    document(
      new PersistentVolumeClaim({
        metadata: {
          name: remote.releaseClaim,
          namespace: settings.namespace,
          labels: appLabels(remote),
        },
        spec: {
          accessModes: ['ReadWriteMany'],
          ...(settings.releaseStorageClassName === null
            ? {}
            : { storageClassName: settings.releaseStorageClassName }),
          resources: { requests: { storage: settings.releaseStorageSize } },
        },
      }),
      [
        note(
          ['spec', 'accessModes'],
          ` Mounted read-write by ${remote.name}'s pod and read-only by every shell pod, on any node.`,
        ),
      ],
    ),
  );
}

export function namespaceDocument(settings: Settings): Document {
  return document(
    new Namespace({
      metadata: {
        name: settings.namespace,
        labels: {
          'app.kubernetes.io/part-of': 'gloh',
          'pod-security.kubernetes.io/enforce': 'restricted',
        },
      },
    }),
    [
      note(
        ['metadata', 'labels', 'pod-security.kubernetes.io/enforce'],
        " Every pod here runs as the images' unprivileged user with nothing added: the restricted\n Pod Security Standard keeps it so.",
      ),
    ],
  );
}
