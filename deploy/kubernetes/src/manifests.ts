// Every object of the site, grouped into the files of manifests/ (one per app, then what they
// share), in the order kubectl should create them when given the files one by one.
import { REMOTE_APPS } from './apps.js';
import { ingressDocument } from './ingress.js';
import type { ManifestFile } from './manifest.js';
import { networkPolicyDocuments } from './network-policies.js';
import type { Settings } from './settings.js';
import {
  apiDocuments,
  namespaceDocument,
  releaseClaims,
  remoteDocuments,
  shellDocuments,
} from './workloads.js';

export function manifestFiles(settings: Settings): ManifestFile[] {
  return [
    {
      name: 'namespace.yaml',
      summary:
        'The namespace of the site; create it first, then the Secrets\n(deploy/kubernetes/README.md, "Secrets").',
      documents: [namespaceDocument(settings)],
    },
    {
      name: 'release-volumes.yaml',
      summary:
        "The remotes' release volumes, as compose's named volumes: each remote's pod publishes its\nreleases into its volume, beside the files of earlier releases, and every shell pod serves and\nrenders the remote from it (read-only). They are ReadWriteMany because the shell's pods run\non any node; the shell reads folders (REMOTE_<NAME>=dir:…), so a shared file system, not\nobject storage, keeps the apps as they are.",
      documents: releaseClaims(settings),
    },
    {
      name: 'api.yaml',
      summary: 'The NestJS API: contact, access requests, sessions, the deck, the staff console.',
      documents: apiDocuments(settings),
    },
    ...REMOTE_APPS.map((remote) => ({
      name: `${remote.name}.yaml`,
      summary: `The ${remote.remote} remote: publishes its image's build into its release volume at start.`,
      documents: remoteDocuments(remote, settings),
    })),
    {
      name: 'shell.yaml',
      summary:
        "The shell: the site's one origin; renders every page, proxies /api, serves the remotes.",
      documents: shellDocuments(settings),
    },
    {
      name: 'ingress.yaml',
      summary: 'HTTPS for the site, every path to the shell.',
      documents: [ingressDocument(settings)],
    },
    {
      name: 'network-policies.yaml',
      summary: 'Default deny; then only the flows the site needs.',
      documents: networkPolicyDocuments(settings),
    },
  ];
}
