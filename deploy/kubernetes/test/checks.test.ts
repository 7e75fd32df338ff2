// Each check refuses what it is there to refuse: the committed objects, broken one way at a time.
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IService } from 'kubernetes-models/v1/Service';
import { REMOTE_APPS } from '../src/apps.js';
import {
  allowedFlows,
  externalEgress,
  externalIngress,
  probeProblems,
  selects,
} from '../src/checks.js';
import { siteProblems } from '../src/generate.js';
import type { Located } from '../src/validate.js';
import { committedObjects, composeProbes, defaultSite, find } from './fixtures.js';

const { settings, check } = defaultSite();
let objects: Located[];

beforeEach(() => {
  objects = committedObjects();
});

const container = (name: string): IContainer => {
  const first = find<IDeployment>(objects, 'Deployment', name).spec?.template.spec?.containers[0];
  if (!first) throw new Error(`${name} has no container`);
  return first;
};
const envOf = (name: string) => container(name).env ?? [];
const policy = (name: string) => find<INetworkPolicy>(objects, 'NetworkPolicy', name);
const [marketing] = REMOTE_APPS;
if (!marketing) throw new Error('No remote in remotes.json');

describe('probes', () => {
  it('refuse a Deployment without a liveness probe', () => {
    delete container('api').livenessProbe;
    expect(probeProblems(objects, composeProbes())).toEqual([
      expect.stringContaining('container api has no livenessProbe'),
    ]);
  });

  it('refuse a readiness probe that is not the compose healthcheck', () => {
    const probe = container('shell').readinessProbe;
    if (probe?.httpGet) probe.httpGet.path = '/';
    expect(probeProblems(objects, composeProbes())).toEqual([
      expect.stringContaining('readinessProbe asks :9464/, not :9464/readyz'),
    ]);
  });

  it('refuse a liveness probe that checks more than the process', () => {
    const probe = container('api').livenessProbe;
    if (probe?.httpGet) probe.httpGet.path = '/readyz';
    expect(probeProblems(objects, composeProbes())).toEqual([
      expect.stringContaining('livenessProbe asks :9464/readyz, not :9464/livez'),
    ]);
  });

  it('refuse a probe on a port the pod does not have', () => {
    const probe = container(marketing.name).startupProbe;
    if (probe?.httpGet) probe.httpGet.port = 'metrics';
    expect(probeProblems(objects, composeProbes())).toEqual(
      expect.arrayContaining([
        expect.stringContaining('startupProbe port metrics is no port of the pod'),
      ]),
    );
  });
});

describe('secrets', () => {
  it('refuse a secret setting written as a value', () => {
    const url = envOf('api').find((variable) => variable.name === 'DATABASE_URL');
    if (url) {
      delete url.valueFrom;
      url.value = 'postgres://gloh:correct-horse@db.internal:5432/gloh';
    }
    expect(check.secrets(objects)).toEqual([
      expect.stringContaining('DATABASE_URL is a secret and must come from a secretKeyRef'),
      expect.stringContaining('DATABASE_URL carries what looks like a secret value'),
    ]);
  });

  it('refuse a value that looks like a key, whatever its name', () => {
    envOf('shell').push({
      name: 'SESSION_SALT',
      value: 'q83v2aT0i6YrZk1wFJpGm9nC4xLsB7dHeU5oRjNtWc0=',
    });
    expect(check.secrets(objects)).toEqual([
      expect.stringContaining('SESSION_SALT carries what looks like a secret value'),
    ]);
  });

  it('refuse a reference to another Secret or an optional one', () => {
    const key = envOf('api').find((variable) => variable.name === 'OUTBOX_ENCRYPTION_KEY');
    const reference = key?.valueFrom?.secretKeyRef;
    if (reference) {
      reference.name = 'other';
      reference.optional = true;
    }
    expect(check.secrets(objects)).toEqual([
      expect.stringContaining('must be the key OUTBOX_ENCRYPTION_KEY of the Secret gloh-api'),
      expect.stringContaining('OUTBOX_ENCRYPTION_KEY is required, not optional'),
    ]);
  });

  it('refuse a Secret object', () => {
    objects.push({
      where: 'secret.yaml Secret/gloh-api',
      value: {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'gloh-api', namespace: 'gloh' },
      },
    });
    expect(check.secrets(objects)).toEqual([expect.stringContaining('a Secret in the manifests')]);
  });
});

describe('targets', () => {
  it('refuse an autoscaler of a Deployment that does not exist', () => {
    const autoscaler = find<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler', 'api');
    if (autoscaler.spec) autoscaler.spec.scaleTargetRef.name = 'api-server';
    expect(check.targets(objects)).toEqual([
      expect.stringContaining(
        'scales apps/v1/Deployment api-server, which is not a Deployment here',
      ),
    ]);
  });

  it('refuse replicas on a Deployment an autoscaler owns', () => {
    const shell = find<IDeployment>(objects, 'Deployment', 'shell');
    if (shell.spec) shell.spec.replicas = 3;
    expect(check.targets(objects)).toEqual([
      expect.stringContaining('sets replicas, which its autoscaler owns'),
    ]);
  });

  it('refuse a disruption budget that selects no Deployment', () => {
    const budget = find<IPodDisruptionBudget>(objects, 'PodDisruptionBudget', 'shell');
    if (budget.spec) budget.spec.selector = { matchLabels: { 'app.kubernetes.io/name': 'web' } };
    expect(check.targets(objects)).toEqual([
      expect.stringContaining("selects 0 Deployments' pods, not one"),
    ]);
  });

  it('refuse a Service whose port targets no port of its pods', () => {
    const service = find<IService>(objects, 'Service', 'api');
    const [port] = service.spec?.ports ?? [];
    if (port) port.targetPort = 'web';
    expect(check.targets(objects)).toEqual([expect.stringContaining('targets web, no port of')]);
  });

  it('refuse a Deployment whose selector selects another one too', () => {
    const api = find<IDeployment>(objects, 'Deployment', 'api');
    if (api.spec) api.spec.selector = { matchLabels: { 'app.kubernetes.io/part-of': 'gloh' } };
    expect(check.targets(objects)).toEqual(
      expect.arrayContaining([expect.stringContaining('its selector also selects')]),
    );
  });
});

describe('the Ingress', () => {
  const rule = () => find<IIngress>(objects, 'Ingress', 'site').spec?.rules?.[0];

  it('refuses a backend other than the shell', () => {
    const backend = rule()?.http?.paths[0]?.backend.service;
    if (backend) backend.name = 'api';
    expect(check.ingress(objects)).toEqual([expect.stringContaining('/ goes to api, not shell')]);
  });

  it("refuses a port the shell's Service does not have", () => {
    const backend = rule()?.http?.paths[0]?.backend.service;
    if (backend) backend.port = { number: 443 };
    expect(check.ingress(objects)).toEqual([
      expect.stringContaining('goes to port 443, which shell does not have'),
    ]);
  });

  it('refuses a host served without TLS', () => {
    const ingress = find<IIngress>(objects, 'Ingress', 'site');
    if (ingress.spec) delete ingress.spec.tls;
    expect(check.ingress(objects)).toEqual([
      expect.stringContaining(`${settings.host} is not served over TLS`),
    ]);
  });
});

describe('network policies', () => {
  it('refuse a namespace without a default deny', () => {
    objects = objects.filter(({ where }) => !where.endsWith('NetworkPolicy/default-deny'));
    expect(check.networkPolicies(objects)).toEqual([
      'no policy denies all traffic of the namespace by default',
    ]);
  });

  it('refuse a policy whose selector selects no pods', () => {
    const api = policy('api');
    if (api.spec) api.spec.podSelector = { matchLabels: { app: 'api' } };
    expect(check.networkPolicies(objects)).toEqual([
      expect.stringContaining("NetworkPolicy/api: its pod selector selects no Deployment's pods"),
    ]);
  });

  it('refuse a peer that selects no pods', () => {
    const from = policy('api').spec?.ingress?.[0]?.from?.[0];
    if (from) from.podSelector = { matchLabels: { 'app.kubernetes.io/name': 'frontend' } };
    expect(check.networkPolicies(objects)).toEqual([
      expect.stringContaining("a peer selects no Deployment's pods"),
    ]);
  });

  it('see a flow that a rule opens too widely', () => {
    const api = policy('api');
    api.spec?.ingress?.push({});
    const egress = policy(marketing.name);
    egress.spec?.egress?.push({ to: [{ podSelector: {} }] });
    expect(allowedFlows(objects, settings.namespace)).toContain(`${marketing.name} → api:3100`);
  });

  it('see the API reach an address outside its database and mail relay', () => {
    policy('shell').spec?.egress?.push({
      to: [{ ipBlock: { cidr: '0.0.0.0/0' } }],
      ports: [{ port: 443 }],
    });
    expect(externalEgress(objects, settings.namespace)).toContain('shell → 0.0.0.0/0:443/TCP');
  });

  it('see an app open to another namespace', () => {
    policy('api').spec?.ingress?.push({ from: [{ namespaceSelector: {} }] });
    expect(externalIngress(objects, settings.namespace)).toContain('namespace any → api:any');
  });

  it('read label selectors as Kubernetes does', () => {
    const labels = { tier: 'web', team: 'platform' };
    expect(selects({}, labels)).toBe(true);
    expect(selects(undefined, labels)).toBe(false);
    expect(selects({ matchLabels: { tier: 'web' } }, labels)).toBe(true);
    expect(selects({ matchLabels: { tier: 'api' } }, labels)).toBe(false);
    expect(
      selects(
        { matchExpressions: [{ key: 'team', operator: 'In', values: ['platform'] }] },
        labels,
      ),
    ).toBe(true);
    expect(
      selects(
        { matchExpressions: [{ key: 'team', operator: 'NotIn', values: ['platform'] }] },
        labels,
      ),
    ).toBe(false);
    expect(selects({ matchExpressions: [{ key: 'zone', operator: 'DoesNotExist' }] }, labels)).toBe(
      true,
    );
  });
});

describe('release volumes', () => {
  it('refuse a shell that could write a release volume', () => {
    const mount = container('shell').volumeMounts?.find(
      (entry) => entry.name === marketing.releaseClaim,
    );
    if (mount) mount.readOnly = false;
    expect(check.releaseVolumes(objects)).toEqual([
      expect.stringContaining(`mounts ${marketing.releaseClaim} writable`),
    ]);
  });

  it('refuse a shell setting that points elsewhere than the mounted volume', () => {
    const setting = envOf('shell').find((variable) => variable.name === marketing.shellEnvVar);
    if (setting) setting.value = 'http://mfe-marketing:8080';
    expect(check.releaseVolumes(objects)).toEqual([
      expect.stringContaining(`${marketing.shellEnvVar} is http://mfe-marketing:8080`),
    ]);
  });

  it('refuse two writers, or a volume only one node can mount', () => {
    const deployment = find<IDeployment>(objects, 'Deployment', marketing.name);
    if (deployment.spec) deployment.spec.replicas = 2;
    const claim = find<IPersistentVolumeClaim>(
      objects,
      'PersistentVolumeClaim',
      marketing.releaseClaim,
    );
    if (claim.spec) claim.spec.accessModes = ['ReadWriteOnce'];
    expect(check.releaseVolumes(objects)).toEqual([
      expect.stringContaining('not ReadWriteMany'),
      expect.stringContaining('must run one pod, replaced with Recreate'),
    ]);
  });

  it('refuse a remote that does not write its releases where its image publishes them', () => {
    const mount = container(marketing.name).volumeMounts?.find(
      (entry) => entry.name === 'releases',
    );
    if (mount) mount.mountPath = '/app/release';
    expect(check.releaseVolumes(objects)).toEqual([
      expect.stringContaining(
        `does not mount ${marketing.releaseClaim} read-write at /srv/releases`,
      ),
    ]);
  });
});

describe('pods', () => {
  it('refuse a pod that may run as root or escalate', () => {
    const api = find<IDeployment>(objects, 'Deployment', 'api');
    delete api.spec?.template.spec?.securityContext?.runAsNonRoot;
    const context = container('api').securityContext;
    if (context) context.allowPrivilegeEscalation = true;
    expect(check.podSecurity(objects)).toEqual([
      expect.stringContaining('may run as root'),
      expect.stringContaining('api may escalate privileges'),
    ]);
  });

  it('refuse an object outside the namespace', () => {
    const service = find<IService>(objects, 'Service', 'shell');
    if (service.metadata) service.metadata.namespace = 'default';
    expect(check.namespace(objects)).toEqual([
      expect.stringContaining('Service/shell: not in the namespace gloh'),
    ]);
  });

  it('are all run by the generator before it writes a file', () => {
    delete container('shell').readinessProbe;
    expect(siteProblems(objects, settings)).toEqual([
      expect.stringContaining('has no readinessProbe'),
    ]);
  });
});
