// Who may talk to whom. Everything is refused unless a policy below allows it: the visitors reach
// the shell through the ingress controller; the shell reaches the API and the remotes; a remote
// reaches the shell (the site its release is checked against) and the API's operations port (its
// release guard's verdicts); the API reaches PostgreSQL and
// the mail relay; every pod may ask the cluster's DNS; a Prometheus, if the settings name its
// namespace, scrapes the shell's and the API's operations port. The kubelet's probes come from the
// pod's node, which the policies always let in.
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { INetworkPolicyPort } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPort';
import { API, type App, REMOTE_APPS, selectorLabels, SHELL } from './apps.js';
import { document, type Document, note } from './manifest.js';
import type { Settings } from './settings.js';

/** The label Kubernetes gives every namespace with its own name. */
export const NAMESPACE_NAME_LABEL = 'kubernetes.io/metadata.name';

const pods = (app: App): INetworkPolicyPeer => ({
  podSelector: { matchLabels: selectorLabels(app) },
});

const tcp = (port: number): INetworkPolicyPort => ({ protocol: 'TCP', port });

const fromNamespace = (namespace: string): INetworkPolicyPeer => ({
  namespaceSelector: { matchLabels: { [NAMESPACE_NAME_LABEL]: namespace } },
});

/** Prometheus, when the settings name its namespace, on the app's operations port. */
function scrapes(app: App, settings: Settings) {
  return settings.metricsNamespace === null || app.operationsPort === undefined
    ? []
    : [{ from: [fromNamespace(settings.metricsNamespace)], ports: [tcp(app.operationsPort)] }];
}

function policy(name: string, settings: Settings, spec: NetworkPolicy['spec']): NetworkPolicy {
  return new NetworkPolicy({
    metadata: {
      name,
      namespace: settings.namespace,
      labels: { 'app.kubernetes.io/part-of': 'gloh' },
    },
    spec,
  });
}

export function networkPolicyDocuments(settings: Settings): Document[] {
  const ipBlocks = (cidrs: string[]): INetworkPolicyPeer[] =>
    cidrs.map((cidr) => ({ ipBlock: { cidr } }));
  return [
    document(
      policy('default-deny', settings, { podSelector: {}, policyTypes: ['Ingress', 'Egress'] }),
      [
        note(
          ['spec'],
          ' Every pod of the namespace: nothing in, nothing out, unless a policy below allows it.',
        ),
      ],
    ),
    document(
      policy('dns-egress', settings, {
        podSelector: {},
        policyTypes: ['Egress'],
        egress: [
          {
            to: [
              {
                namespaceSelector: {
                  matchLabels: { [NAMESPACE_NAME_LABEL]: settings.dns.namespace },
                },
                podSelector: { matchLabels: settings.dns.podLabels },
              },
            ],
            ports: [
              { protocol: 'UDP', port: 53 },
              { protocol: 'TCP', port: 53 },
            ],
          },
        ],
      }),
      [
        note(
          ['spec', 'egress'],
          ' Service names (api, shell) and the database and mail hosts are resolved by the cluster DNS.',
        ),
      ],
    ),
    document(
      policy(SHELL.name, settings, {
        podSelector: { matchLabels: selectorLabels(SHELL) },
        policyTypes: ['Ingress', 'Egress'],
        ingress: [
          {
            from: [fromNamespace(settings.ingressControllerNamespace)],
            ports: [tcp(SHELL.port)],
          },
          { from: REMOTE_APPS.map(pods), ports: [tcp(SHELL.port)] },
          ...scrapes(SHELL, settings),
        ],
        egress: [
          { to: [pods(API)], ports: [tcp(API.port)] },
          { to: REMOTE_APPS.map(pods), ports: [tcp(REMOTE_APPS[0]?.port ?? 0)] },
        ],
      }),
      [
        note(['spec', 'ingress', 0], ' Visitors, through the ingress controller.'),
        note(
          ['spec', 'ingress', 1],
          ' The remotes check a release against the site as the shell serves it (RELEASE_SITE).',
        ),
        note(
          ['spec', 'egress', 1],
          ' The shell reads the remotes from their release volumes; their servers stay reachable for a\n REMOTE_<NAME> that names a URL instead.',
        ),
      ],
    ),
    document(
      policy(API.name, settings, {
        podSelector: { matchLabels: selectorLabels(API) },
        policyTypes: ['Ingress', 'Egress'],
        ingress: [
          { from: [pods(SHELL)], ports: [tcp(API.port)] },
          { from: REMOTE_APPS.map(pods), ports: [tcp(API.operationsPort ?? 0)] },
          ...scrapes(API, settings),
        ],
        egress: [
          { to: ipBlocks(settings.database.cidrs), ports: [tcp(settings.database.port)] },
          { to: ipBlocks(settings.smtp.cidrs), ports: settings.smtp.ports.map(tcp) },
        ],
      }),
      [
        note(['spec', 'ingress', 0], ' Only the shell, which proxies /api.'),
        note(
          ['spec', 'ingress', 1],
          " The remotes' release guards, on the operations port only (RELEASE_GUARD_API).",
        ),
        note(
          ['spec', 'egress', 0],
          ' The managed PostgreSQL of DATABASE_URL (settings: database).',
        ),
        note(['spec', 'egress', 1], ' The mail relay of SMTP_URL (settings: smtp).'),
      ],
    ),
    ...REMOTE_APPS.map((remote) =>
      document(
        policy(remote.name, settings, {
          podSelector: { matchLabels: selectorLabels(remote) },
          policyTypes: ['Ingress', 'Egress'],
          ingress: [{ from: [pods(SHELL)], ports: [tcp(remote.port)] }],
          egress: [
            { to: [pods(SHELL)], ports: [tcp(SHELL.port)] },
            { to: [pods(API)], ports: [tcp(API.operationsPort ?? 0)] },
          ],
        }),
      ),
    ),
  ];
}
