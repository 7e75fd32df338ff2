// The site's deployable apps as the cluster runs them: the same images, ports, health checks and
// release folders as docker-compose.yml. The remotes come from the one list of remotes
// (@gloh/shared/remotes.json), so a new remote gets its manifests from its entry there.
import { REMOTES, remoteEnvVar, remotePublicPath } from '@gloh/shared/remotes';
import type { Settings } from './settings.js';

export type Component = 'shell' | 'api' | 'remote';

/** An HTTP GET on one of the pod's named ports. */
export interface HealthCheck {
  port: 'http' | 'operations';
  path: string;
}

export interface App {
  /** The compose service, the Deployment, its Service and its image's name. */
  name: string;
  component: Component;
  port: number;
  /**
   * The operations port (METRICS_PORT): Prometheus /metrics, /livez and /readyz, never published;
   * none for an app that has only its compose healthcheck on its own port.
   */
  operationsPort?: number;
  /** What the compose healthcheck asks for: an HTTP GET that must answer 2xx. */
  readiness: HealthCheck;
  /** The process alone: /livez beside /readyz, or the same check where it is the only one. */
  liveness: HealthCheck;
  /** CPU each pod is given (requests, in cores): what the autoscalers' utilisation is a share of. */
  cpuCores: number;
  memoryRequest: string;
  memoryLimit: string;
}

export interface RemoteApp extends App {
  component: 'remote';
  /** The remote's name in remotes.json (marketing, investors…). */
  remote: string;
  /** The volume of its releases: written by the remote's pod, read by the shell's. */
  releaseClaim: string;
  /** Where the shell mounts that volume. */
  shellMountPath: string;
  /** The shell's setting that points at the mounted folder. */
  shellEnvVar: string;
}

/** Where a remote's image publishes its releases (the Dockerfile's CMD: --root). */
export const REMOTE_RELEASES_PATH = '/srv/releases';

// A whole core for the shell: its main thread answers from the HTML cache and serves files while
// its render worker renders, each a thread of its own.
/** Where the shell's and the API's operations servers listen, as in compose. */
export const OPERATIONS_PORT = 9464;

const OPERATIONS_CHECKS = {
  operationsPort: OPERATIONS_PORT,
  readiness: { port: 'operations', path: '/readyz' },
  liveness: { port: 'operations', path: '/livez' },
} as const;

export const SHELL: App = {
  name: 'shell',
  component: 'shell',
  port: 3000,
  ...OPERATIONS_CHECKS,
  cpuCores: 1,
  memoryRequest: '512Mi',
  memoryLimit: '1Gi',
};

// A whole core for the API: one Node main thread does its work, argon2 hashes on the thread pool.
export const API: App = {
  name: 'api',
  component: 'api',
  port: 3100,
  ...OPERATIONS_CHECKS,
  cpuCores: 1,
  memoryRequest: '384Mi',
  memoryLimit: '768Mi',
};

export const REMOTE_APPS: RemoteApp[] = REMOTES.map((remote): RemoteApp => ({
  name: remote.folder,
  component: 'remote',
  // The remote's server listens on 8080 in its image (the Dockerfile's CMD).
  port: 8080,
  // The one check a remote has: its live release's manifest, on its own port.
  readiness: { port: 'http', path: `${remotePublicPath(remote.name)}render-manifest.json` },
  liveness: { port: 'http', path: `${remotePublicPath(remote.name)}render-manifest.json` },
  // Visitors never reach it (the shell serves the section from the volume): it publishes a
  // release at start and serves its team and its health check.
  cpuCores: 0.05,
  memoryRequest: '96Mi',
  memoryLimit: '256Mi',
  remote: remote.name,
  releaseClaim: `${remote.name}-releases`,
  shellMountPath: `/srv/remotes/${remote.name}`,
  shellEnvVar: remoteEnvVar(remote.name),
}));

export const APPS: App[] = [SHELL, API, ...REMOTE_APPS];

export const APP_NAMES = APPS.map((app) => app.name);

/** The labels that select an app's pods; every selector in the manifests is made of these. */
export function selectorLabels(app: App): Record<string, string> {
  return { 'app.kubernetes.io/name': app.name, 'app.kubernetes.io/part-of': 'gloh' };
}

export function appLabels(app: App): Record<string, string> {
  return { ...selectorLabels(app), 'app.kubernetes.io/component': app.component };
}

export function imageOf(app: App, settings: Settings): string {
  return (
    settings.images[app.name] ?? `${settings.imageRepository}/${app.name}:${settings.imageTag}`
  );
}

/** In-cluster address of an app's Service, as compose names its service. */
export function serviceUrl(app: App): string {
  return `http://${app.name}:${app.port}`;
}
