// What the manifests must be for the site, beyond what the Kubernetes schemas say: each check
// reads the objects as they would be applied and lists what is wrong, empty when nothing is.
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IService } from 'kubernetes-models/v1/Service';
import { NAMESPACE_NAME_LABEL } from './network-policies.js';
import type { Located } from './validate.js';

type LabelSelector = NonNullable<INetworkPolicyPeer['podSelector']>;

interface Of<T> {
  where: string;
  value: T;
}

function ofKind<T>(objects: Located[], kind: string): Of<T>[] {
  return objects.filter(
    (object): object is Of<T> => (object.value as { kind?: unknown } | null)?.kind === kind,
  );
}

const nameOf = (value: { metadata?: { name?: string } }) => value.metadata?.name ?? '';

/** Whether a label selector selects these labels (an empty selector selects everything). */
export function selects(
  selector: LabelSelector | undefined,
  labels: Record<string, string>,
): boolean {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const value = labels[key];
    if (operator === 'In') return value !== undefined && values.includes(value);
    if (operator === 'NotIn') return value === undefined || !values.includes(value);
    if (operator === 'Exists') return value !== undefined;
    if (operator === 'DoesNotExist') return value === undefined;
    return false;
  });
  return byLabel && byExpression;
}

const podLabels = (deployment: IDeployment) => deployment.spec?.template.metadata?.labels ?? {};

const containersOf = (deployment: IDeployment): IContainer[] =>
  deployment.spec?.template.spec?.containers ?? [];

function containerPort(
  deployment: IDeployment,
  port: string | number | undefined,
): number | undefined {
  for (const container of containersOf(deployment)) {
    for (const declared of container.ports ?? []) {
      if (declared.name === port || declared.containerPort === port) return declared.containerPort;
    }
  }
  return undefined;
}

/** Every object but the Namespace lives in the site's namespace, and the Namespace is there. */
export function namespaceProblems(objects: Located[], namespace: string): string[] {
  const problems: string[] = [];
  if (
    !ofKind<{ metadata?: { name?: string } }>(objects, 'Namespace').some(
      ({ value }) => nameOf(value) === namespace,
    )
  ) {
    problems.push(`no Namespace ${namespace}`);
  }
  for (const { where, value } of objects) {
    const { kind, metadata } = value as { kind?: string; metadata?: { namespace?: string } };
    if (kind !== 'Namespace' && metadata?.namespace !== namespace) {
      problems.push(`${where}: not in the namespace ${namespace}`);
    }
  }
  return problems;
}

/** An HTTP GET on a pod's port. */
export interface HealthCheck {
  port: number;
  path: string;
}

/** The GETs an app must be probed with: its readiness check, and the one of the process alone. */
export interface ExpectedProbes {
  readiness: HealthCheck;
  liveness: HealthCheck;
}

/**
 * Every container has startup, readiness and liveness probes: readiness the GET of its compose
 * service's healthcheck (the service named as the Deployment), startup and liveness the process's.
 */
export function probeProblems(
  objects: Located[],
  expected: Record<string, ExpectedProbes>,
): string[] {
  const problems: string[] = [];
  for (const { where, value } of ofKind<IDeployment>(objects, 'Deployment')) {
    const checks = expected[nameOf(value)];
    if (!checks) problems.push(`${where}: no compose service of that name has a healthcheck`);
    for (const container of containersOf(value)) {
      for (const [probe, check] of [
        ['startupProbe', checks?.liveness],
        ['readinessProbe', checks?.readiness],
        ['livenessProbe', checks?.liveness],
      ] as const) {
        const httpGet = container[probe]?.httpGet;
        if (!httpGet) {
          problems.push(`${where}: container ${container.name} has no ${probe} (an HTTP GET)`);
          continue;
        }
        const port = containerPort(value, httpGet.port);
        if (port === undefined)
          problems.push(`${where}: ${probe} port ${httpGet.port} is no port of the pod`);
        if (check && (port !== check.port || httpGet.path !== check.path)) {
          problems.push(
            `${where}: ${probe} asks :${port}${httpGet.path}, not :${check.port}${check.path}`,
          );
        }
      }
    }
  }
  return problems;
}

/** Names of settings that hold secrets, whatever app reads them. */
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|CREDENTIAL|(^|_)KEY$|DATABASE_URL|SMTP_URL/;

/** Values that are secrets whatever their name: credentials in a URL, keys as base64 or hex, PEM. */
const SECRET_VALUE = [
  /\/\/[^/@\s]+:[^/@\s]+@/,
  /^[A-Za-z0-9+/]{42,}={0,2}$/,
  /^[0-9a-f]{64}$/i,
  /-----BEGIN [A-Z ]+-----/,
];

/**
 * No secret is written in the manifests: no Secret object, every secret setting by secretKeyRef
 * to the operator's Secret, and no other value that looks like one.
 */
export function secretProblems(objects: Located[], secretName: string): string[] {
  const problems: string[] = [];
  for (const { where, value } of objects) {
    const kind = (value as { kind?: string }).kind;
    if (kind === 'Secret' || kind === 'ConfigMap')
      problems.push(`${where}: a ${kind} in the manifests; the operator creates them`);
  }
  for (const { where, value } of ofKind<IDeployment>(objects, 'Deployment')) {
    for (const container of containersOf(value)) {
      if (container.envFrom?.length)
        problems.push(`${where}: envFrom hides which settings come from where`);
      for (const variable of container.env ?? []) {
        const reference = variable.valueFrom?.secretKeyRef;
        if (SECRET_NAME.test(variable.name) && !reference) {
          problems.push(`${where}: ${variable.name} is a secret and must come from a secretKeyRef`);
        }
        if (reference && (reference.name !== secretName || reference.key !== variable.name)) {
          problems.push(
            `${where}: ${variable.name} must be the key ${variable.name} of the Secret ${secretName} (got ${reference.name}/${reference.key})`,
          );
        }
        if (reference?.optional)
          problems.push(`${where}: ${variable.name} is required, not optional`);
        if (
          variable.value !== undefined &&
          SECRET_VALUE.some((pattern) => pattern.test(variable.value ?? ''))
        ) {
          problems.push(`${where}: ${variable.name} carries what looks like a secret value`);
        }
      }
    }
  }
  return problems;
}

/**
 * Each Deployment's selector selects its own pods; each Service, PodDisruptionBudget and
 * autoscaler targets exactly one existing Deployment; ports resolve to the pods' ports.
 */
export function targetProblems(objects: Located[]): string[] {
  const problems: string[] = [];
  const deployments = ofKind<IDeployment>(objects, 'Deployment');
  const selected = (selector: LabelSelector | undefined) =>
    deployments.filter(({ value }) => selects(selector, podLabels(value)));
  for (const { where, value } of deployments) {
    const selector = value.spec?.selector;
    if (!selects(selector, podLabels(value)))
      problems.push(`${where}: its selector does not select its pods`);
    const others = deployments.filter(
      (other) => other.value !== value && selects(selector, podLabels(other.value)),
    );
    if (others.length > 0)
      problems.push(
        `${where}: its selector also selects ${others.map((other) => other.where).join(', ')}`,
      );
  }
  for (const { where, value } of ofKind<IService>(objects, 'Service')) {
    const targets = selected(
      value.spec?.selector ? { matchLabels: value.spec.selector } : undefined,
    );
    if (targets.length !== 1) {
      problems.push(`${where}: selects ${targets.length} Deployments' pods, not one`);
      continue;
    }
    for (const port of value.spec?.ports ?? []) {
      if (containerPort(targets[0]!.value, port.targetPort ?? port.port) === undefined) {
        problems.push(
          `${where}: port ${port.name ?? port.port} targets ${port.targetPort}, no port of ${targets[0]!.where}`,
        );
      }
    }
  }
  for (const { where, value } of ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget')) {
    const targets = selected(value.spec?.selector);
    if (targets.length !== 1)
      problems.push(`${where}: selects ${targets.length} Deployments' pods, not one`);
  }
  for (const { where, value } of ofKind<IHorizontalPodAutoscaler>(
    objects,
    'HorizontalPodAutoscaler',
  )) {
    const { apiVersion, kind, name } = value.spec?.scaleTargetRef ?? {};
    const target = deployments.find((deployment) => nameOf(deployment.value) === name);
    if (apiVersion !== 'apps/v1' || kind !== 'Deployment' || !target) {
      problems.push(
        `${where}: scales ${apiVersion}/${kind} ${name}, which is not a Deployment here`,
      );
    } else if (target.value.spec?.replicas !== undefined) {
      problems.push(
        `${target.where}: sets replicas, which its autoscaler owns (an apply would reset them)`,
      );
    }
    const cpu = value.spec?.metrics?.find((metric) => metric.resource?.name === 'cpu');
    if (target && cpu?.resource?.target.type === 'Utilization') {
      for (const container of containersOf(target.value)) {
        if (container.resources?.requests?.cpu === undefined) {
          problems.push(
            `${target.where}: ${container.name} requests no CPU, which its autoscaler's utilisation is a share of`,
          );
        }
      }
    }
  }
  return problems;
}

/** The Ingress serves the host over TLS, every backend the shell's Service on one of its ports. */
export function ingressProblems(
  objects: Located[],
  expected: { host: string; tlsSecretName: string; service: string },
): string[] {
  const problems: string[] = [];
  const ingresses = ofKind<IIngress>(objects, 'Ingress');
  if (ingresses.length === 0) problems.push('no Ingress');
  const service = ofKind<IService>(objects, 'Service').find(
    ({ value }) => nameOf(value) === expected.service,
  );
  if (!service) problems.push(`no Service ${expected.service}`);
  for (const { where, value } of ingresses) {
    const tls = value.spec?.tls ?? [];
    for (const rule of value.spec?.rules ?? []) {
      if (rule.host !== expected.host)
        problems.push(`${where}: a rule for ${rule.host}, not ${expected.host}`);
      if (
        !tls.some(
          (entry) =>
            entry.hosts?.includes(rule.host ?? '') && entry.secretName === expected.tlsSecretName,
        )
      ) {
        problems.push(
          `${where}: ${rule.host} is not served over TLS with the Secret ${expected.tlsSecretName}`,
        );
      }
      for (const { backend, path } of rule.http?.paths ?? []) {
        const port = backend.service?.port;
        if (backend.service?.name !== expected.service) {
          problems.push(
            `${where}: ${path} goes to ${backend.service?.name ?? 'no Service'}, not ${expected.service}`,
          );
        } else if (
          !service?.value.spec?.ports?.some(
            (declared) =>
              (port?.name !== undefined && declared.name === port.name) ||
              declared.port === port?.number,
          )
        ) {
          problems.push(
            `${where}: ${path} goes to port ${port?.name ?? port?.number}, which ${expected.service} does not have`,
          );
        }
      }
    }
    if (value.spec?.defaultBackend) problems.push(`${where}: a default backend answers any host`);
  }
  return problems;
}

/** A flow the network policies allow: `from → to:port`, apps by their Deployment's name. */
export type Flow = string;

interface PolicyContext {
  policies: INetworkPolicy[];
  namespaceLabels: Record<string, string>;
}

function peerSelectsPod(
  peer: INetworkPolicyPeer,
  labels: Record<string, string>,
  context: PolicyContext,
): boolean {
  if (peer.ipBlock) return false;
  const inNamespace =
    peer.namespaceSelector === undefined ||
    selects(peer.namespaceSelector, context.namespaceLabels);
  const pod = peer.podSelector === undefined || selects(peer.podSelector, labels);
  return inNamespace && pod;
}

function portAllowed(
  ports: INetworkPolicyPort[] | undefined,
  port: number,
  portName: string | undefined,
): boolean {
  if (!ports || ports.length === 0) return true;
  return ports.some(
    (allowed) =>
      (allowed.protocol ?? 'TCP') === 'TCP' &&
      (allowed.port === undefined || allowed.port === port || allowed.port === portName),
  );
}

/**
 * Whether traffic from one pod to another's port is allowed: by an egress rule of the sender's
 * policies and an ingress rule of the receiver's (either side is open if no policy selects it).
 */
function allowed(
  from: Record<string, string>,
  to: Record<string, string>,
  port: number,
  portName: string | undefined,
  context: PolicyContext,
): boolean {
  const side = (
    direction: 'Ingress' | 'Egress',
    own: Record<string, string>,
    other: Record<string, string>,
  ) => {
    const applying = context.policies.filter(
      (policy) =>
        selects(policy.spec?.podSelector ?? {}, own) &&
        (policy.spec?.policyTypes ?? ['Ingress']).includes(direction),
    );
    if (applying.length === 0) return true;
    return applying.some((policy) =>
      (direction === 'Ingress'
        ? (policy.spec?.ingress ?? []).map((rule) => ({ peers: rule.from, ports: rule.ports }))
        : (policy.spec?.egress ?? []).map((rule) => ({ peers: rule.to, ports: rule.ports }))
      ).some(
        ({ peers, ports }) =>
          (peers === undefined ||
            peers.length === 0 ||
            peers.some((peer) => peerSelectsPod(peer, other, context))) &&
          portAllowed(ports, port, portName),
      ),
    );
  };
  return side('Egress', from, to) && side('Ingress', to, from);
}

/** Every flow between the site's pods that the policies allow. */
export function allowedFlows(objects: Located[], namespace: string): Flow[] {
  const context: PolicyContext = {
    policies: ofKind<INetworkPolicy>(objects, 'NetworkPolicy').map(({ value }) => value),
    namespaceLabels: { [NAMESPACE_NAME_LABEL]: namespace },
  };
  const deployments = ofKind<IDeployment>(objects, 'Deployment').map(({ value }) => value);
  const flows: Flow[] = [];
  for (const from of deployments) {
    for (const to of deployments) {
      if (from === to) continue;
      for (const container of containersOf(to)) {
        for (const { containerPort: port, name } of container.ports ?? []) {
          if (allowed(podLabels(from), podLabels(to), port, name, context))
            flows.push(`${nameOf(from)} → ${nameOf(to)}:${port}`);
        }
      }
    }
  }
  return flows.sort();
}

/** A rule of a policy that selects a Deployment's pods: the app, the peers and the ports. */
interface AppRule {
  app: string;
  peers: INetworkPolicyPeer[] | undefined;
  ports: INetworkPolicyPort[] | undefined;
}

/** Every egress or ingress rule that applies to each Deployment's pods. */
function appRules(objects: Located[], direction: 'egress' | 'ingress'): AppRule[] {
  const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy').map(({ value }) => value);
  return ofKind<IDeployment>(objects, 'Deployment').flatMap(({ value: deployment }) =>
    policies
      .filter((policy) => selects(policy.spec?.podSelector ?? {}, podLabels(deployment)))
      .flatMap((policy) =>
        direction === 'egress'
          ? (policy.spec?.egress ?? []).map((rule) => ({ peers: rule.to, ports: rule.ports }))
          : (policy.spec?.ingress ?? []).map((rule) => ({ peers: rule.from, ports: rule.ports })),
      )
      .map((rule) => ({ app: nameOf(deployment), ...rule })),
  );
}

/** What each app may reach outside the namespace, by egress rules with address ranges or other namespaces. */
export function externalEgress(objects: Located[], namespace: string): string[] {
  const reached: string[] = [];
  for (const { app, peers, ports } of appRules(objects, 'egress')) {
    for (const peer of peers ?? []) {
      const other = peer.namespaceSelector?.matchLabels?.[NAMESPACE_NAME_LABEL];
      const target = peer.ipBlock
        ? peer.ipBlock.cidr
        : other !== undefined && other !== namespace
          ? `namespace ${other}`
          : undefined;
      if (target === undefined) continue;
      for (const port of ports ?? [{}]) {
        reached.push(`${app} → ${target}:${port.port ?? 'any'}/${port.protocol ?? 'TCP'}`);
      }
    }
  }
  return [...new Set(reached)].sort();
}

/** Which apps accept traffic from outside the namespace, and from where. */
export function externalIngress(objects: Located[], namespace: string): string[] {
  const reached: string[] = [];
  for (const { app, peers, ports } of appRules(objects, 'ingress')) {
    // A rule without peers admits every source.
    for (const peer of peers ?? [{}]) {
      const other = peer.namespaceSelector?.matchLabels?.[NAMESPACE_NAME_LABEL];
      const source = peer.ipBlock
        ? peer.ipBlock.cidr
        : peer.namespaceSelector === undefined && peer.podSelector !== undefined
          ? undefined
          : other === namespace
            ? undefined
            : `namespace ${other ?? 'any'}`;
      if (source === undefined) continue;
      for (const port of ports ?? [{}]) reached.push(`${source} → ${app}:${port.port ?? 'any'}`);
    }
  }
  return [...new Set(reached)].sort();
}

/**
 * The namespace denies by default; every pod selector of a policy, and every peer within the
 * namespace, selects some Deployment's pods (a selector that selects none is a policy that
 * silently does nothing).
 */
export function networkPolicyProblems(objects: Located[]): string[] {
  const problems: string[] = [];
  const policies = ofKind<INetworkPolicy>(objects, 'NetworkPolicy');
  const deployments = ofKind<IDeployment>(objects, 'Deployment');
  const selectsSome = (selector: LabelSelector) =>
    deployments.some(({ value }) => selects(selector, podLabels(value)));
  const denyAll = policies.some(({ value }) => {
    const spec = value.spec;
    const all = spec?.podSelector && Object.keys(spec.podSelector).length === 0;
    const types = spec?.policyTypes ?? [];
    return (
      all &&
      types.includes('Ingress') &&
      types.includes('Egress') &&
      !spec?.ingress?.length &&
      !spec?.egress?.length
    );
  });
  if (!denyAll) problems.push('no policy denies all traffic of the namespace by default');
  for (const { where, value } of policies) {
    const selector = value.spec?.podSelector;
    if (selector && Object.keys(selector).length > 0 && !selectsSome(selector)) {
      problems.push(`${where}: its pod selector selects no Deployment's pods`);
    }
    const peers = [
      ...(value.spec?.ingress ?? []).flatMap((rule) => rule.from ?? []),
      ...(value.spec?.egress ?? []).flatMap((rule) => rule.to ?? []),
    ];
    for (const peer of peers) {
      if (peer.podSelector && !peer.namespaceSelector && !selectsSome(peer.podSelector)) {
        problems.push(
          `${where}: a peer selects no Deployment's pods (${JSON.stringify(peer.podSelector)})`,
        );
      }
    }
  }
  return problems;
}

/**
 * Each remote's releases are one ReadWriteMany volume: its own Deployment (one pod) writes them
 * at the path its image publishes to; the shell mounts the same claim read-only where its
 * REMOTE_<NAME> setting points.
 */
export function releaseVolumeProblems(
  objects: Located[],
  remotes: { deployment: string; claim: string; releasesPath: string; shellEnvVar: string }[],
  shellName: string,
): string[] {
  const problems: string[] = [];
  const claims = ofKind<IPersistentVolumeClaim>(objects, 'PersistentVolumeClaim');
  const deployments = ofKind<IDeployment>(objects, 'Deployment');
  const shell = deployments.find(({ value }) => nameOf(value) === shellName);
  if (!shell) return [`no Deployment ${shellName}`];
  const mountsOf = (deployment: IDeployment, claim: string) => {
    const volumes = (deployment.spec?.template.spec?.volumes ?? []).filter(
      (volume) => volume.persistentVolumeClaim?.claimName === claim,
    );
    return volumes.flatMap((volume) =>
      containersOf(deployment).flatMap((container) =>
        (container.volumeMounts ?? [])
          .filter((mount) => mount.name === volume.name)
          .map((mount) => ({
            mount,
            claimReadOnly: volume.persistentVolumeClaim?.readOnly === true,
            container,
          })),
      ),
    );
  };
  for (const remote of remotes) {
    const claim = claims.find(({ value }) => nameOf(value) === remote.claim);
    if (!claim) problems.push(`no PersistentVolumeClaim ${remote.claim}`);
    else if (!claim.value.spec?.accessModes?.includes('ReadWriteMany')) {
      problems.push(
        `${claim.where}: not ReadWriteMany, so the shell's pods on other nodes could not mount it`,
      );
    }
    const deployment = deployments.find(({ value }) => nameOf(value) === remote.deployment);
    if (!deployment) {
      problems.push(`no Deployment ${remote.deployment}`);
      continue;
    }
    if (
      deployment.value.spec?.replicas !== 1 ||
      deployment.value.spec.strategy?.type !== 'Recreate'
    ) {
      problems.push(
        `${deployment.where}: must run one pod, replaced with Recreate: one writer per release volume`,
      );
    }
    const writes = mountsOf(deployment.value, remote.claim);
    if (
      !writes.some(
        ({ mount, claimReadOnly }) =>
          mount.mountPath === remote.releasesPath && !mount.readOnly && !claimReadOnly,
      )
    ) {
      problems.push(
        `${deployment.where}: does not mount ${remote.claim} read-write at ${remote.releasesPath}`,
      );
    }
    const reads = mountsOf(shell.value, remote.claim);
    if (reads.length === 0) problems.push(`${shell.where}: does not mount ${remote.claim}`);
    for (const { mount, claimReadOnly, container } of reads) {
      if (!mount.readOnly || !claimReadOnly)
        problems.push(`${shell.where}: mounts ${remote.claim} writable`);
      const setting = container.env?.find(
        (variable) => variable.name === remote.shellEnvVar,
      )?.value;
      if (setting !== `dir:${mount.mountPath}`) {
        problems.push(
          `${shell.where}: ${remote.shellEnvVar} is ${setting}, not dir:${mount.mountPath} where ${remote.claim} is`,
        );
      }
    }
  }
  return problems;
}

/** Every pod runs unprivileged, as the restricted Pod Security Standard wants, with resources set. */
export function podSecurityProblems(objects: Located[]): string[] {
  const problems: string[] = [];
  for (const { where, value } of ofKind<IDeployment>(objects, 'Deployment')) {
    const pod = value.spec?.template.spec;
    if (pod?.securityContext?.runAsNonRoot !== true) problems.push(`${where}: may run as root`);
    if (pod?.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
      problems.push(`${where}: no RuntimeDefault seccomp profile`);
    if (pod?.automountServiceAccountToken !== false)
      problems.push(`${where}: mounts a service account token it never uses`);
    for (const container of containersOf(value)) {
      const context = container.securityContext;
      if (context?.allowPrivilegeEscalation !== false)
        problems.push(`${where}: ${container.name} may escalate privileges`);
      if (!context?.capabilities?.drop?.includes('ALL'))
        problems.push(`${where}: ${container.name} keeps capabilities`);
      if (context?.readOnlyRootFilesystem !== true)
        problems.push(`${where}: ${container.name} may write its image's files`);
      if (!container.resources?.requests?.memory || !container.resources.limits?.memory) {
        problems.push(`${where}: ${container.name} has no memory request and limit`);
      }
    }
  }
  return problems;
}
