// What differs from one cluster to the next. The committed manifests are generated with the
// defaults below; a deployment writes its own values in a JSON file (any subset of these keys) and
// generates its manifests from it, so every value is checked here before any YAML is written.
import { parseTrustProxy } from '@gloh/contract/trust-proxy';

/**
 * The API's optional settings (retention periods, daily caps per client address and daily
 * ceilings for all of them together), given to its pods as compose gives them: empty keeps the
 * API's default (api/README.md).
 */
export const API_OPTIONAL_SETTINGS = [
  'RETENTION_ANALYTICS_DAYS',
  'RETENTION_RELEASE_HEALTH_DAYS',
  'RETENTION_CONTACT_MESSAGES_DAYS',
  'RETENTION_ACCESS_REQUESTS_DAYS',
  'RETENTION_AUDIT_LOG_DAYS',
  'RETENTION_MAIL_DAYS',
  'RETENTION_SESSIONS_DAYS',
  'RETENTION_CLIENT_ADDRESS_DAYS',
  'DAILY_CAP_ANALYTICS',
  'DAILY_CAP_RELEASE_HEALTH',
  'DAILY_CAP_CONTACT',
  'DAILY_CAP_ACCESS_REQUEST',
  'DAILY_CEILING_ANALYTICS',
  'DAILY_CEILING_RELEASE_HEALTH',
  'DAILY_CEILING_CONTACT',
  'DAILY_CEILING_ACCESS_REQUEST',
] as const;

export interface Autoscaling {
  minReplicas: number;
  maxReplicas: number;
}

export interface Settings {
  /** Where every object of the site lives; created by namespace.yaml. */
  namespace: string;
  /** The site's public host: the Ingress rule, its certificate, PUBLIC_SITE_URL. */
  host: string;
  /** The Secret (type kubernetes.io/tls) with the host's certificate, made by the operator or cert-manager. */
  tlsSecretName: string;
  ingressClassName: string;
  /** The ingress controller's own settings, as annotations of the Ingress. */
  ingressAnnotations: Record<string, string>;
  /** The namespace of the ingress controller's pods: the only peer allowed to reach the shell from outside. */
  ingressControllerNamespace: string;
  /** Image of an app is `<imageRepository>/<app>:<imageTag>` unless `images` names it. */
  imageRepository: string;
  imageTag: string;
  /** A whole image reference per app (shell, api, mfe-…), e.g. one team's pinned release. */
  images: Record<string, string>;
  /** The Secret the operator creates with DATABASE_URL, OUTBOX_ENCRYPTION_KEY and SMTP_URL. */
  apiSecretName: string;
  /** A storage class that provides ReadWriteMany volumes (NFS, EFS, Azure Files, CephFS…); null: the cluster's default. */
  releaseStorageClassName: string | null;
  releaseStorageSize: string;
  /** The managed PostgreSQL: the API's only database peer. */
  database: { cidrs: string[]; port: number };
  /** The mail relay SMTP_URL names. */
  smtp: { cidrs: string[]; ports: number[] };
  /** The cluster's DNS pods, which every pod may ask. */
  dns: { namespace: string; podLabels: Record<string, string> };
  mailFrom: string;
  companyInbox: string;
  /** Values of API_OPTIONAL_SETTINGS for this deployment, e.g. { "RETENTION_CONTACT_MESSAGES_DAYS": "180" }. */
  apiSettings: Record<string, string>;
  /**
   * The API's RELEASE_GUARD, per remote (api/README.md), e.g. { "marketing": { "views": 200,
   * "errorRate": 0.02, "owners": ["web@gloh.example"] } }; empty: no remote is guarded. The
   * remotes' servers ask the API's operations port for its verdicts either way.
   */
  releaseGuard: Record<string, unknown>;
  /** How many releases each remote's volume keeps (RELEASES_KEPT): the newest, besides the protected ones. */
  releasesKept: number;
  /** The namespace of the Prometheus that scrapes the shell's and the API's operations port; null: none. */
  metricsNamespace: string | null;
  /** The proxies whose X-Forwarded-* the shell believes: the ingress controller's pods. */
  shellTrustProxy: string;
  /** The proxies whose X-Forwarded-* the API believes: the shell's pods. */
  apiTrustProxy: string;
  shell: Autoscaling;
  api: Autoscaling;
  /** The average CPU use, as a share of the pods' requests, the autoscalers keep. */
  targetCpuUtilization: number;
}

export const DEFAULT_SETTINGS: Settings = {
  namespace: 'gloh',
  // The host of the shell's built config.json (site.siteUrl): canonical links and the sitemap
  // name it, so a deployment on another host also gives the shell its own config.json (README.md, "Site settings").
  host: 'www.gloh.example',
  tlsSecretName: 'gloh-tls',
  ingressClassName: 'nginx',
  ingressAnnotations: {
    // ingress-nginx refuses bodies over 1 MB by default; the staff console uploads decks of up to
    // 25 MB (DECK_UPLOAD in @gloh/contract/staff-ir), sent as multipart.
    'nginx.ingress.kubernetes.io/proxy-body-size': '26m',
  },
  ingressControllerNamespace: 'ingress-nginx',
  imageRepository: 'gloh',
  imageTag: 'latest',
  images: {},
  apiSecretName: 'gloh-api',
  releaseStorageClassName: null,
  releaseStorageSize: '2Gi',
  // A managed database is reached on the cloud network's private addresses.
  database: { cidrs: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'], port: 5432 },
  // A mail provider is on the internet: any address, on the submission ports only.
  smtp: { cidrs: ['0.0.0.0/0'], ports: [587, 465] },
  dns: { namespace: 'kube-system', podLabels: { 'k8s-app': 'kube-dns' } },
  metricsNamespace: null,
  mailFrom: 'Gloh <no-reply@gloh.example>',
  companyInbox: 'info@gloh.example',
  apiSettings: {},
  releaseGuard: {},
  releasesKept: 10,
  // The pod network's private ranges: the network policies let only the ingress controller (and
  // the remotes, for their release checks) reach the shell.
  shellTrustProxy: 'uniquelocal',
  apiTrustProxy: 'uniquelocal',
  shell: { minReplicas: 2, maxReplicas: 10 },
  api: { minReplicas: 2, maxReplicas: 4 },
  targetCpuUtilization: 70,
};

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The settings are refused:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NULLABLE = new Set(['releaseStorageClassName', 'metricsNamespace']);

/** Keys whose value is a map of free names: merged whole, not key by key against the defaults. */
const FREE_MAPS = new Set([
  'ingressAnnotations',
  'images',
  'podLabels',
  'apiSettings',
  'releaseGuard',
]);

/** The defaults with the given values laid over them; an unknown key or a value of another type is refused. */
function overlay(base: unknown, given: unknown, at: string, problems: string[]): unknown {
  if (given === undefined) return base;
  if (isRecord(base) && !FREE_MAPS.has(at.split('.').at(-1) ?? '')) {
    if (!isRecord(given)) {
      problems.push(`${at || 'the settings'} must be an object`);
      return base;
    }
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(given)) {
      const path = at ? `${at}.${key}` : key;
      if (!(key in base)) problems.push(`${path} is not a setting`);
      else merged[key] = overlay(base[key], value, path, problems);
    }
    return merged;
  }
  const kind = (value: unknown) =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  // null and a string are both valid for the optional names.
  const nullable = NULLABLE.has(at);
  if (kind(given) !== kind(base) && !(nullable && ['null', 'string'].includes(kind(given)))) {
    problems.push(`${at} must be ${kind(base) === 'object' ? 'an object' : `a ${kind(base)}`}`);
    return base;
  }
  return given;
}

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)+$/;
const IPV4_CIDR = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\/(3[0-2]|[12]?\d)$/;
const QUANTITY = /^\d+(\.\d+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)?$/;
const IMAGE = /^[a-z0-9]+([._\-/:][a-z0-9]+)*(:[\w][\w.-]{0,127})?(@sha256:[a-f0-9]{64})?$/i;

const isPort = (port: number) => Number.isInteger(port) && port >= 1 && port <= 65535;

/** Everything wrong with a whole set of settings, in one list. */
export function settingsProblems(settings: Settings, appNames: readonly string[]): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  for (const key of [
    'namespace',
    'tlsSecretName',
    'apiSecretName',
    'ingressControllerNamespace',
  ] as const) {
    need(DNS_LABEL.test(settings[key]), `${key} "${settings[key]}" is not a Kubernetes name`);
  }
  need(
    DNS_LABEL.test(settings.dns.namespace),
    `dns.namespace "${settings.dns.namespace}" is not a Kubernetes name`,
  );
  need(HOST_NAME.test(settings.host), `host "${settings.host}" is not a lower-case host name`);
  need(settings.ingressClassName.length > 0, 'ingressClassName is empty');
  for (const [name, value] of Object.entries(settings.ingressAnnotations)) {
    need(typeof value === 'string', `ingressAnnotations.${name} must be a string`);
  }
  for (const [app, image] of Object.entries(settings.images)) {
    need(appNames.includes(app), `images.${app}: no app is called so (${appNames.join(', ')})`);
    need(
      typeof image === 'string' && IMAGE.test(image),
      `images.${app} "${String(image)}" is not an image reference`,
    );
  }
  need(
    IMAGE.test(`${settings.imageRepository}/x:${settings.imageTag}`),
    `imageRepository and imageTag do not make an image reference`,
  );
  need(
    settings.metricsNamespace === null || DNS_LABEL.test(settings.metricsNamespace),
    'metricsNamespace must be null or a namespace',
  );
  need(
    settings.releaseStorageClassName === null || DNS_LABEL.test(settings.releaseStorageClassName),
    'releaseStorageClassName must be null or a storage class name',
  );
  need(
    QUANTITY.test(settings.releaseStorageSize),
    `releaseStorageSize "${settings.releaseStorageSize}" is not a quantity such as 2Gi`,
  );
  for (const [key, cidrs] of [
    ['database.cidrs', settings.database.cidrs],
    ['smtp.cidrs', settings.smtp.cidrs],
  ] as const) {
    need(cidrs.length > 0, `${key} is empty: the API could not reach it`);
    for (const cidr of cidrs)
      need(IPV4_CIDR.test(cidr), `${key}: "${cidr}" is not an IPv4 range such as 10.0.0.0/8`);
  }
  need(isPort(settings.database.port), `database.port ${settings.database.port} is not a port`);
  need(settings.smtp.ports.length > 0, 'smtp.ports is empty: the API could not send mail');
  for (const port of settings.smtp.ports) need(isPort(port), `smtp.ports: ${port} is not a port`);
  need(Object.keys(settings.dns.podLabels).length > 0, 'dns.podLabels is empty');
  for (const [name, value] of Object.entries(settings.dns.podLabels)) {
    need(typeof value === 'string', `dns.podLabels.${name} must be a string`);
  }
  need(settings.companyInbox.includes('@'), 'companyInbox must be an e-mail address');
  for (const [name, value] of Object.entries(settings.apiSettings)) {
    need(
      (API_OPTIONAL_SETTINGS as readonly string[]).includes(name),
      `apiSettings.${name} is not one of the API's optional settings (${API_OPTIONAL_SETTINGS.join(', ')})`,
    );
    need(/^\d+$/.test(String(value)), `apiSettings.${name} must be a whole number, as a string`);
  }
  for (const [remote, guard] of Object.entries(settings.releaseGuard)) {
    need(appNames.includes(`mfe-${remote}`), `releaseGuard.${remote}: no remote is called so`);
    need(isRecord(guard), `releaseGuard.${remote} must be an object (api/README.md)`);
  }
  need(
    Number.isInteger(settings.releasesKept) && settings.releasesKept >= 1,
    'releasesKept must be a whole number from 1',
  );
  need(settings.mailFrom.trim().length > 0, 'mailFrom is empty');
  for (const key of ['shellTrustProxy', 'apiTrustProxy'] as const) {
    try {
      // Behind a proxy, trusting none would make every visitor one address (the proxy's): the
      // per-address limits would then hold the whole site.
      need(parseTrustProxy(settings[key]) !== false, `${key} is empty: name the proxies in front`);
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`);
    }
  }
  for (const app of ['shell', 'api'] as const) {
    const { minReplicas, maxReplicas } = settings[app];
    // One pod would leave nothing serving while a node is drained or the pod replaced.
    need(
      Number.isInteger(minReplicas) && minReplicas >= 2,
      `${app}.minReplicas must be a whole number of at least 2`,
    );
    need(
      Number.isInteger(maxReplicas) && maxReplicas >= minReplicas,
      `${app}.maxReplicas must be a whole number, at least minReplicas`,
    );
  }
  need(
    Number.isInteger(settings.targetCpuUtilization) &&
      settings.targetCpuUtilization >= 10 &&
      settings.targetCpuUtilization <= 95,
    'targetCpuUtilization must be a whole percentage from 10 to 95',
  );
  return problems;
}

/**
 * The defaults with a deployment's values over them, checked.
 * @param given the parsed JSON of a settings file, or undefined for the defaults
 * @param appNames the apps an image may be given for
 */
export function resolveSettings(given: Json | undefined, appNames: readonly string[]): Settings {
  const problems: string[] = [];
  const settings = overlay(DEFAULT_SETTINGS, given, '', problems) as Settings;
  problems.push(...settingsProblems(settings, appNames));
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}
