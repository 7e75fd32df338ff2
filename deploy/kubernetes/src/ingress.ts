// The site's one way in: HTTPS for the host, every path to the shell, which serves the pages and
// the remotes' files and proxies /api, as it does as the one public origin in compose.
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { SHELL, appLabels } from './apps.js';
import { document, type Document, note } from './manifest.js';
import type { Settings } from './settings.js';

export function ingressDocument(settings: Settings): Document {
  return document(
    new Ingress({
      metadata: {
        name: 'site',
        namespace: settings.namespace,
        labels: appLabels(SHELL),
        annotations: settings.ingressAnnotations,
      },
      spec: {
        ingressClassName: settings.ingressClassName,
        tls: [{ hosts: [settings.host], secretName: settings.tlsSecretName }],
        rules: [
          {
            host: settings.host,
            http: {
              paths: [
                {
                  path: '/',
                  pathType: 'Prefix',
                  backend: { service: { name: SHELL.name, port: { name: 'http' } } },
                },
              ],
            },
          },
        ],
      },
    }),
    [
      note(
        ['spec', 'tls'],
        ` The certificate is the Secret ${settings.tlsSecretName} (type kubernetes.io/tls), created by the\n operator or by cert-manager. ingress-nginx redirects plain HTTP to HTTPS for a host with TLS.`,
      ),
    ],
  );
}
